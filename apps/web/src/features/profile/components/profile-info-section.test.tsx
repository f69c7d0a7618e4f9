import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderScreen, signInTestUser } from '@/test/render';
import { ProfileInfoSection } from './profile-info-section';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

describe('profile information: changing the e-mail', () => {
  it('asks for the current password, sends it, and shows that confirmation was sent', async () => {
    const user = userEvent.setup();
    signInTestUser();
    const current = useAuthStore.getState().user!;
    const { calls } = mockApi({
      'PATCH /v1/users/profile': () => ({ user: current, pendingEmail: 'new@example.com' }),
    });
    renderScreen(<ProfileInfoSection onDirtyChange={() => {}} />, '/profile');

    expect(screen.queryByLabelText('Current password')).toBeNull();
    const email = screen.getByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Current password is required')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Confirmation sent')).toBeVisible();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      name: current.name,
      email: 'new@example.com',
      currentPassword: 'my-password',
    });
    expect(screen.getByLabelText('Email address')).toHaveValue(current.email);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  }, 20_000);
});
