import type { ApiKey } from '@drape/shared/api-keys.contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { jsonResponse, mockApi, renderScreen, signInTestUser } from '@/test/render';
import { DeleteKeyModal } from './delete-key-modal';
import { KeyToolbar } from './key-toolbar';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

const KEY: ApiKey = {
  id: '00000000-0000-4000-8000-000000000321',
  name: 'Catalogue sync',
  keyPrefix: 'drape_live_abc',
  mode: 'live',
  usageCount: 0,
  maxUsage: 1000,
  isActive: true,
  webhookUrl: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: null,
  expiresOn: null,
  expiryTimeZone: null,
  lastUsedAt: null,
};

describe('API key actions (issue 13 §12)', () => {
  it('says the key was deleted, as disabling one does', async () => {
    signInTestUser();
    const user = userEvent.setup();
    mockApi({ [`DELETE /v1/apikeys/${KEY.id}/revoke`]: () => jsonResponse(204, undefined) });
    const onClose = vi.fn();
    renderScreen(<DeleteKeyModal apiKey={KEY} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Key Deleted')).toBeVisible();
    expect(screen.getByText('"Catalogue sync" was deleted.')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no success toast when the delete fails', async () => {
    signInTestUser();
    const user = userEvent.setup();
    mockApi({
      [`DELETE /v1/apikeys/${KEY.id}/revoke`]: () =>
        jsonResponse(500, { code: 'INTERNAL', message: 'Boom' }),
    });
    renderScreen(<DeleteKeyModal apiKey={KEY} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed: Boom');
    expect(screen.queryByText('Key Deleted')).toBeNull();
  });

  it('draws the sort box with the shared Select (chevron, no platform arrow) like the gallery', () => {
    renderScreen(<KeyToolbar search="" onSearch={() => {}} sort="newest" onSort={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Sort API keys' });
    expect(select).toHaveClass('appearance-none');
    expect(select.parentElement?.querySelector('svg.lucide-chevron-down')).not.toBeNull();
  });
});
