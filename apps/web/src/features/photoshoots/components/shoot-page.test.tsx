import type { PhotoshootDetail, PhotoshootImage } from '@drape/shared/photoshoots.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderScreen, signInTestUser } from '@/test/render';
import { ShootPage } from './shoot-page';

const ID = '00000000-0000-4000-8000-0000000000aa';
const FAILED_ID = '00000000-0000-4000-8000-0000000000f1';
const image = (id: string, sku: string, over: Partial<PhotoshootImage>): PhotoshootImage => ({
  id,
  sku,
  garmentIndex: 0,
  modelId: 'builtin-starter',
  backdropId: 'builtin-studio-ivory',
  shot: 'full',
  status: 'COMPLETED',
  url: `/v1/files/${id}.jpg?sig=1`,
  thumbnailUrl: `/v1/files/${id}-t.jpg?sig=1`,
  width: 768,
  height: 1024,
  error: null,
  attempts: 1,
  completedAt: '2026-11-23T10:01:00.000Z',
  ...over,
});

const shoot: PhotoshootDetail = {
  id: ID,
  name: 'Festive drop',
  status: 'PARTIAL',
  imageCount: 2,
  creditCost: 2,
  counts: { total: 2, pending: 0, processing: 0, completed: 1, failed: 1 },
  shots: ['full'],
  coverUrl: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: '2026-11-23T10:02:00.000Z',
  garments: [
    { index: 0, name: 'Banarasi', sku: 'SAR-01', category: null, imageUrl: '/g1' },
    { index: 1, name: null, sku: 'SAR-02', category: null, imageUrl: '/g2' },
  ],
  models: [{ id: 'builtin-starter', name: 'Starter model' }],
  backdrops: [{ id: 'builtin-studio-ivory', name: 'Ivory sweep' }],
  images: [
    image('00000000-0000-4000-8000-0000000000c1', 'SAR-01', {}),
    image(FAILED_ID, 'SAR-02', {
      status: 'FAILED',
      url: null,
      thumbnailUrl: null,
      error: 'No person found in the model photo',
    }),
  ],
};

beforeEach(() => {
  signInTestUser();
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

const render = () =>
  renderScreen(
    <Routes>
      <Route path="/photoshoots/:id" element={<ShootPage />} />
    </Routes>,
    `/photoshoots/${ID}`,
  );

describe('shoot page', () => {
  it(
    'groups the album by SKU and retries a failed image on its own',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { calls } = mockApi({
        [`GET /v1/photoshoots/${ID}`]: () => shoot,
        'GET /v1/files/00000000-0000-4000-8000-0000000000c1-t.jpg': () =>
          new Response('jpg', { headers: { 'content-type': 'image/jpeg' } }),
        [`POST /v1/photoshoots/${ID}/images/${FAILED_ID}/retry`]: () => ({
          retried: 1,
          creditCost: 1,
        }),
        'GET /v1/credits/balance': () => ({ balance: 9 }),
      });
      render();
      const first = await screen.findByRole('region', { name: 'SKU SAR-01' });
      expect(within(first).getByText('Banarasi')).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: /Download Starter model/ })).toBeEnabled();
      const second = screen.getByRole('region', { name: 'SKU SAR-02' });
      expect(within(second).getByText('No person found in the model photo')).toBeInTheDocument();
      expect(screen.getByTestId('shoot-counts')).toHaveTextContent('1 of 2 done · 1 failed');

      await user.click(within(second).getByRole('button', { name: /Retry Starter model/ }));
      await vi.waitFor(() =>
        expect(calls.some((c) => c.key.endsWith(`/images/${FAILED_ID}/retry`))).toBe(true),
      );
      expect(await screen.findByText('1 image queued again.')).toBeInTheDocument();
    },
  );

  it('asks before deleting the whole shoot, and Cancel keeps it', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      [`GET /v1/photoshoots/${ID}`]: () => shoot,
      [`DELETE /v1/photoshoots/${ID}`]: () => new Response(null, { status: 204 }),
      'GET /v1/photoshoots': () => ({
        photoshoots: [],
        pagination: { page: 1, limit: 12, total: 0, totalPages: 0 },
      }),
    });
    renderScreen(
      <Routes>
        <Route path="/photoshoots/:id" element={<ShootPage />} />
        <Route path="/photoshoots" element={<p>The list</p>} />
      </Routes>,
      `/photoshoots/${ID}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photoshoot?' });
    expect(dialog).toHaveTextContent('All 2 images of “Festive drop”');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this photoshoot?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === `DELETE /v1/photoshoots/${ID}`)).toHaveLength(1);
  });

  it('cannot delete a shoot while its images are running', async () => {
    mockApi({
      [`GET /v1/photoshoots/${ID}`]: () => ({
        ...shoot,
        status: 'PROCESSING',
        counts: { total: 2, pending: 1, processing: 1, completed: 0, failed: 0 },
      }),
    });
    render();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
