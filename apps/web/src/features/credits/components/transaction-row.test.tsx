import type { Transaction } from '@drape/shared/credits.contract';
import { INVOICE_MESSAGES } from '@drape/shared/invoices.contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { jsonResponse, mockApi, renderScreen, signInTestUser } from '@/test/render';
import { TransactionRow } from './transaction-row';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

const PURCHASE: Transaction = {
  id: '00000000-0000-4000-8000-0000000000a1',
  type: 'CREDIT',
  kind: 'purchase',
  amount: 150,
  description: 'Purchase 150 credits',
  createdAt: '2026-11-20T06:30:00.000Z',
  status: 'COMPLETED',
  paymentId: 'pay_sbx_1',
  orderId: 'order_sbx_1',
  balanceBefore: 3,
  balanceAfter: 153,
};

const list = (...rows: Transaction[]) =>
  renderScreen(
    <ul>
      {rows.map((tx) => (
        <TransactionRow key={tx.id} tx={tx} />
      ))}
    </ul>,
    '/credits',
  );

describe('credits history invoices (issue 13 §11)', () => {
  it('offers a GST invoice only on paid purchases', () => {
    list(
      PURCHASE,
      { ...PURCHASE, id: '00000000-0000-4000-8000-0000000000a2', status: 'PENDING' },
      {
        ...PURCHASE,
        id: '00000000-0000-4000-8000-0000000000a3',
        type: 'DEBIT',
        kind: 'usage',
        amount: 1,
        orderId: null,
        paymentId: null,
      },
      { ...PURCHASE, id: '00000000-0000-4000-8000-0000000000a4', kind: 'refund', orderId: null },
    );
    expect(screen.getAllByRole('button', { name: /^Invoice for order/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Invoice for order order_sbx_1' })).toBeVisible();
  });

  it('explains a 503 (seller GST details missing) instead of failing silently', async () => {
    signInTestUser();
    const user = userEvent.setup();
    mockApi({
      'GET /v1/invoices/orders/order_sbx_1/download': () =>
        jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }),
    });
    list(PURCHASE);
    await user.click(screen.getByRole('button', { name: 'Invoice for order order_sbx_1' }));
    expect(await screen.findByText('Invoice Unavailable')).toBeVisible();
    expect(screen.getByText(INVOICE_MESSAGES.notConfigured)).toBeVisible();
  });
});
