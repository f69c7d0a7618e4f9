import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderScreen, signInTestUser } from '@/test/render';
import { ProfilePage } from './profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('[id]') as HTMLElement;

describe('profile page', () => {
  it('marks only the form being edited as having unsaved changes', async () => {
    const user = userEvent.setup();
    signInTestUser();
    mockApi({});
    renderScreen(<ProfilePage />, '/profile');

    await user.type(within(section('Security Settings')).getByLabelText('Current password'), 'x');
    expect(within(section('Security Settings')).getByText('Unsaved changes')).toBeVisible();
    expect(within(section('Profile Information')).queryByText('Unsaved changes')).toBeNull();
    expect(screen.getAllByText('Unsaved changes')).toHaveLength(1);

    await user.type(within(section('Profile Information')).getByLabelText('Full name'), 'n');
    expect(within(section('Profile Information')).getByText('Unsaved changes')).toBeVisible();
    // The whole settings page renders: slow on a busy 2-core machine.
  }, 20_000);
});
