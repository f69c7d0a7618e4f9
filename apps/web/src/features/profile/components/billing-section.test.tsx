import { INVOICE_MESSAGES, type Purchase } from '@drape/shared/invoices.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { downloadBlob } from '@/lib/download-blob';
import { jsonResponse, mockApi, renderScreen, signInTestUser } from '@/test/render';

import { BillingSection } from './billing-section';

vi.mock('@/lib/download-blob', () => ({ downloadBlob: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadBlob).mockClear();
  useAuthStore.getState().clearSession();
});

const PURCHASE: Purchase = {
  orderId: 'order_sbx_1',
  paymentId: 'pay_sbx_1',
  packId: 'popular',
  credits: 150,
  amountPaise: 129_900,
  currency: 'INR',
  paidAt: '2026-11-20T06:30:00.000Z',
  invoiceNumber: 'DRP/2627/000007',
};
const EMPTY_PROFILE = { legalName: null, gstin: null, address: null, stateCode: null };

function renderBilling(routes: Parameters<typeof mockApi>[0] = {}) {
  signInTestUser();
  const api = mockApi({
    'GET /v1/credits/balance': () => ({ balance: 3 }),
    'GET /v1/invoices/purchases': () => ({ purchases: [PURCHASE] }),
    'GET /v1/invoices/billing-profile': () => EMPTY_PROFILE,
    ...routes,
  });
  renderScreen(<BillingSection />, '/profile');
  return api;
}

describe('Billing & Subscription (issue 13 §11)', () => {
  it('keeps a GSTIN typed before the saved details arrive', async () => {
    const user = userEvent.setup();
    signInTestUser();
    let release: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'GET /v1/credits/balance': () => ({ balance: 3 }),
      'GET /v1/invoices/purchases': () => ({ purchases: [PURCHASE] }),
      'GET /v1/invoices/billing-profile': () => ({ ...EMPTY_PROFILE, legalName: 'Asha Textiles' }),
    });
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/billing-profile')) await late;
      return answer(input, init);
    });
    renderScreen(<BillingSection />, '/profile');
    await user.type(await screen.findByLabelText('GSTIN (optional)'), '12');
    release();
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.key.endsWith('billing-profile'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveValue('12');
    expect(screen.getByRole('button', { name: 'Save Billing Details' })).toBeEnabled();
  });

  it('lists paid purchases in rupees and downloads a CSV with rupee amounts', async () => {
    const user = userEvent.setup();
    renderBilling();
    const item = (await screen.findByText('Popular Pack · 150 credits')).closest('li')!;
    expect(within(item).getByText('₹1,299')).toBeVisible();
    expect(within(item).getByText(/Invoice DRP\/2627\/000007/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download Billing History' }));
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(name).toBe('drape-billing-history.csv');
    const lines = (await blob.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Invoice number,Pack,Credits,Amount (INR),Payment ID,Order ID');
    expect(lines[1]).toMatch(
      /^"2026-11-2\d","DRP\/2627\/000007","Popular Pack",150,1299\.00,"pay_sbx_1","order_sbx_1"$/,
    );
  });

  it('downloads a purchase’s GST invoice as a PDF', async () => {
    const user = userEvent.setup();
    const { calls } = renderBilling({
      'GET /v1/invoices/orders/order_sbx_1/download': () =>
        new Response('%PDF-1.3', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="drape-invoice-DRP-2627-000007.pdf"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Invoice for order order_sbx_1' }));
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    expect(vi.mocked(downloadBlob).mock.calls[0]![1]).toBe('drape-invoice-DRP-2627-000007.pdf');
    expect(calls.some((c) => c.key === 'GET /v1/invoices/orders/order_sbx_1/download')).toBe(true);
  });

  it('says clearly that invoices are not available while the seller is not configured', async () => {
    const user = userEvent.setup();
    renderBilling({
      'GET /v1/invoices/orders/order_sbx_1/download': () =>
        jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: INVOICE_MESSAGES.notConfigured }),
    });
    await user.click(await screen.findByRole('button', { name: 'Invoice for order order_sbx_1' }));
    expect(await screen.findByText('Invoice Unavailable')).toBeVisible();
    expect(screen.getByText(INVOICE_MESSAGES.notConfigured)).toBeVisible();
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});

describe('Profile › Billing details (issue 13 §11)', () => {
  it('refuses a malformed GSTIN, then saves name, GSTIN, address and state', async () => {
    const user = userEvent.setup();
    const { calls } = renderBilling({
      'PUT /v1/invoices/billing-profile': (_url, init) => JSON.parse(String(init.body)) as unknown,
    });
    const gstin = await screen.findByLabelText('GSTIN (optional)');
    await user.type(gstin, '29ABCDE1234');
    await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    expect(await screen.findByText(INVOICE_MESSAGES.badGstin)).toBeVisible();
    expect(calls.some((c) => c.key === 'PUT /v1/invoices/billing-profile')).toBe(false);

    await user.clear(gstin);
    await user.type(gstin, '29abcde1234f1z5');
    await user.type(screen.getByLabelText('Legal name (optional)'), 'Kalamkari House LLP');
    await user.type(screen.getByLabelText('Billing address (optional)'), '4 Brigade Road');
    await user.selectOptions(screen.getByLabelText('State (place of supply)'), 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    expect(await screen.findByText(INVOICE_MESSAGES.saved)).toBeVisible();
    const put = calls.find((c) => c.key === 'PUT /v1/invoices/billing-profile')!;
    expect(JSON.parse(String(put.init.body))).toEqual({
      legalName: 'Kalamkari House LLP',
      gstin: '29ABCDE1234F1Z5',
      address: '4 Brigade Road',
      stateCode: '29',
    });
    expect(gstin).toHaveValue('29ABCDE1234F1Z5');
  }, 20_000);

  it('says when the GSTIN belongs to another state than the one chosen', async () => {
    const user = userEvent.setup();
    renderBilling();
    await user.type(await screen.findByLabelText('GSTIN (optional)'), '27AAPFU0939F1ZV');
    await user.selectOptions(screen.getByLabelText('State (place of supply)'), 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    expect(await screen.findByText(INVOICE_MESSAGES.gstinState)).toBeVisible();
  });
});
