import type { VtonRequest } from '@drape/shared/tryon.contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderScreen, signInTestUser } from '@/test/render';
import { GenerationResult } from './generation-panel';

const image = (name: string) => () =>
  new Response(name, { headers: { 'content-type': 'image/png' } });

beforeEach(() => {
  signInTestUser();
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

const request = {
  id: '00000000-0000-4000-8000-0000000000aa',
  status: 'COMPLETED',
  personImageUrl: '/v1/files/person.jpg?sig=1',
  garmentImageUrl: '/v1/files/garment.jpg?sig=1',
  resultImageUrl: '/v1/files/result.png?sig=1',
} as VtonRequest;

describe('studio result', () => {
  it('compares the result with the person photo it was made from', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /v1/files/result.png': image('result'),
      'GET /v1/files/person.jpg': image('person'),
    });
    renderScreen(<GenerationResult request={request} onDownload={() => {}} onNew={() => {}} />);
    const compare = await screen.findByRole('button', { name: 'Before / after' });
    await vi.waitFor(() => expect(compare).toBeEnabled());
    await user.click(compare);
    expect(screen.getByAltText('Original person photo')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Before and after divider' })).toBeInTheDocument();
  });
});
