import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderScreen, signInTestUser } from '@/test/render';
import { DashboardPage } from './dashboard-page';

const stats = (totalGenerations: number) => ({
  totalGenerations,
  galleryItems: totalGenerations,
  apiCalls: 0,
  creditsRemaining: 3,
  usage: [{ date: '2026-11-22', generations: totalGenerations }],
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

describe('dashboard greeting', () => {
  it('greets a user who has not generated anything yet with "Welcome"', async () => {
    signInTestUser();
    mockApi({
      'GET /v1/dashboard/stats': () => stats(0),
      'GET /v1/credits/balance': () => ({ balance: 3 }),
    });
    renderScreen(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha' })).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('greets a returning user with "Welcome back"', async () => {
    signInTestUser();
    mockApi({
      'GET /v1/dashboard/stats': () => stats(4),
      'GET /v1/credits/balance': () => ({ balance: 3 }),
    });
    renderScreen(<DashboardPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha' }),
    ).toBeVisible();
  });
});
