import type { VtonRequest } from '@drape/shared/tryon.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { jsonResponse, mockApi, renderScreen, signInTestUser } from '@/test/render';
import { ReportResult } from './report-result';

const ID = '00000000-0000-4000-8000-0000000000cc';
const REGEN = '00000000-0000-4000-8000-0000000000dd';
const item = {
  id: ID,
  status: 'COMPLETED',
  category: 'upper',
  reportedAt: null,
  regeneratedFromId: null,
} as VtonRequest;

beforeEach(() => signInTestUser());
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Not happy with this result?' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('"Not happy with this result?"', () => {
  it('asks for words when the reason is Other, and sends nothing without them', async () => {
    const { calls } = mockApi({});
    renderScreen(<ReportResult request={item} />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund and regenerate free' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tell us what went wrong');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('reports with the reason and adjusted garment type, shows the refund and follows the regeneration', async () => {
    const onReported = vi.fn();
    const { calls } = mockApi({
      [`POST /v1/vton/${ID}/report`]: () => ({
        report: {
          id: ID,
          generationId: ID,
          userId: ID,
          reason: 'wrong-length',
          details: null,
          regenerationId: REGEN,
          createdAt: '2026-01-01T10:00:00.000Z',
        },
        balance: 7,
        regeneration: { id: REGEN, status: 'PENDING' },
      }),
    });
    renderScreen(<ReportResult request={item} onReported={onReported} />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Wrong length' }));
    await user.selectOptions(
      within(dialog).getByLabelText('Garment type for the free regeneration'),
      'full',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund and regenerate free' }));
    await vi.waitFor(() => expect(onReported).toHaveBeenCalled());
    const sent = calls.find((c) => c.key === `POST /v1/vton/${ID}/report`);
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      reason: 'wrong-length',
      options: { category: 'full' },
    });
    expect(onReported.mock.calls[0]?.[0].regeneration.id).toBe(REGEN);
    expect(await screen.findByText('Your credit has been refunded')).toBeVisible();
    expect(screen.getByText(/Your balance is 7 credits/)).toBeVisible();
  });

  it('shows the cap message in the dialog when the server refuses', async () => {
    const cap = 'You can report at most 3 results a day. Please contact us if something is wrong.';
    mockApi({
      [`POST /v1/vton/${ID}/report`]: () =>
        jsonResponse(429, { code: 'REPORT_LIMIT_REACHED', message: cap }),
    });
    renderScreen(<ReportResult request={item} />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Wrong fit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund and regenerate free' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cap);
  });

  it('is not offered for a result already reported or itself a free regeneration', () => {
    mockApi({});
    renderScreen(
      <>
        <ReportResult request={{ ...item, reportedAt: '2026-11-23T10:00:00.000Z' }} />
        <ReportResult request={{ ...item, regeneratedFromId: REGEN }} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Not happy with this result?' })).toBeNull();
  });
});
