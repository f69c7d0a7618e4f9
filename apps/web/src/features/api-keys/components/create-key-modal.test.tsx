import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { jsonResponse, mockApi, renderScreen, signInTestUser } from '@/test/render';
import { KeyCreatedModal } from './key-created-modal';
import { CreateKeyModal } from './create-key-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

describe('API key expiry by day (issue 13 §9)', () => {
  it('sends the chosen day as expiresOn with the browser time zone', async () => {
    signInTestUser();
    const user = userEvent.setup();
    const { calls } = mockApi({ 'POST /v1/apikeys/generate': () => jsonResponse(500, {}) });
    renderScreen(<CreateKeyModal open onClose={() => {}} onCreated={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Catalogue sync');
    await user.type(screen.getByLabelText('Expires on (optional)'), '2099-11-27');
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const body = JSON.parse(String(calls[0]?.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Catalogue sync',
      expiresOn: '2099-11-27',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(body).not.toHaveProperty('expiresInDays');
  });

  it('shows the chosen day after creation, not the day after', () => {
    renderScreen(
      <KeyCreatedModal
        apiKey={{
          id: '00000000-0000-4000-8000-000000000123',
          name: 'Catalogue sync',
          key: 'drape_live_secret',
          keyPrefix: 'drape_live_sec',
          mode: 'live',
          usageCount: 0,
          maxUsage: 1000,
          isActive: true,
          webhookUrl: null,
          webhookSecret: 'whsec_test',
          createdAt: '2026-11-23T10:00:00.000Z',
          expiresAt: '2026-11-27T18:30:00.000Z',
          expiresOn: '2026-11-27',
          expiryTimeZone: 'Asia/Kolkata',
          lastUsedAt: null,
        }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Nov 27, 2026')).toBeVisible();
  });
});
