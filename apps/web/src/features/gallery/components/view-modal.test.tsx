import type { VtonRequest } from '@drape/shared/tryon.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderScreen, signInTestUser } from '@/test/render';
import { ViewModal } from './view-modal';

const image = (name: string) => () =>
  new Response(name, { headers: { 'content-type': 'image/png' } });

beforeEach(() => {
  signInTestUser();
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test-${++n}`);
  URL.revokeObjectURL = vi.fn();
  mockApi({
    'GET /v1/files/result.png': image('result'),
    'GET /v1/files/person.jpg': image('person'),
    'GET /v1/files/garment.jpg': image('garment'),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

const COMPLETED_ITEM = {
  id: '00000000-0000-4000-8000-0000000000bb',
  status: 'COMPLETED',
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:01:00.000Z',
  personImageUrl: '/v1/files/person.jpg?sig=1',
  garmentImageUrl: '/v1/files/garment.jpg?sig=1',
  resultImageUrl: '/v1/files/result.png?sig=1',
  errorMessage: null,
} as VtonRequest;

describe('gallery view dialog', () => {
  it('compares the result with the person photo', async () => {
    const user = userEvent.setup();
    renderScreen(
      <ViewModal
        item={COMPLETED_ITEM}
        onClose={() => {}}
        onDownload={() => {}}
        onDelete={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const compare = await within(dialog).findByRole('button', { name: 'Before / after' });
    await vi.waitFor(() => expect(compare).toBeEnabled());
    await user.click(compare);
    expect(within(dialog).getByRole('slider', { name: 'Before and after divider' })).toBeVisible();
  });

  it('has Download, Delete, Zoom and "Not happy with this result?"', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const onDelete = vi.fn();
    renderScreen(
      <ViewModal
        item={COMPLETED_ITEM}
        onClose={() => {}}
        onDownload={onDownload}
        onDelete={onDelete}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(COMPLETED_ITEM);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(COMPLETED_ITEM);
    const zoom = await within(dialog).findByRole('button', { name: 'Zoom' });
    await user.click(zoom);
    expect(within(dialog).getByAltText('Result, zoomed')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Fit to screen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Not happy with this result?' }),
    ).toBeVisible();
  });
});
