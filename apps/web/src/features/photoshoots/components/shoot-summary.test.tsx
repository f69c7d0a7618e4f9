import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderScreen, signInTestUser } from '@/test/render';
import { ShootSummary } from './shoot-summary';

beforeEach(() => signInTestUser());
afterEach(() => useAuthStore.getState().clearSession());

const counts = { garments: 1, models: 2, backdrops: 2, shots: 3 };

describe('shoot summary', () => {
  it('says what a short balance lacks and links to Purchase', async () => {
    mockApi({ 'GET /v1/credits/balance': () => ({ balance: 5 }) });
    renderScreen(
      <ShootSummary
        counts={counts}
        imageCount={12}
        creditCost={12}
        canStart
        starting={false}
        error={null}
        onStart={() => undefined}
      />,
    );
    expect(
      await screen.findByText(
        'This shoot needs 12 credits and you have 5. Purchase credits to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Purchase credits' })).toHaveAttribute(
      'href',
      '/credits?purchase=1',
    );
  });

  it("shows the server's 402 message after Start, with the same link", async () => {
    mockApi({ 'GET /v1/credits/balance': () => ({ balance: 20 }) });
    const message = 'This shoot needs 12 credits and you have 3. Purchase credits to continue.';
    renderScreen(
      <ShootSummary
        counts={counts}
        imageCount={12}
        creditCost={12}
        canStart
        starting={false}
        error={{ message, outOfCredits: true }}
        onStart={() => undefined}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Purchase credits' })).toHaveAttribute(
      'href',
      '/credits?purchase=1',
    );
  });
});
