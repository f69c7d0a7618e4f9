import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { financialYearOf, invoiceNumber, splitGst } from './invoices.tax';

const SELLER = {
  SELLER_LEGAL_NAME: 'Drape Technologies Private Limited',
  SELLER_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka',
  SELLER_GSTIN: '29ABCDE1234F1Z5',
};

describe('GST split by place of supply', () => {
  it('splits an inclusive price into CGST + SGST inside the seller state, IGST across states', () => {
    expect(splitGst(129_900, 18, '29', '29')).toEqual({
      taxablePaise: 110_085,
      cgstPaise: 9_907,
      sgstPaise: 9_908,
      igstPaise: 0,
      totalPaise: 129_900,
    });
    expect(splitGst(129_900, 18, '29', '27')).toEqual({
      taxablePaise: 110_085,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 19_815,
      totalPaise: 129_900,
    });
  });

  it('numbers within the Indian financial year, at most 16 characters', () => {
    expect(financialYearOf(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27'); // Apr 1 IST is later
    expect(financialYearOf(new Date('2027-03-31T18:31:00Z'))).toBe('2027-28');
    const n = invoiceNumber('DRP', '2026-27', 42);
    expect(n).toBe('DRP/2627/000042');
    expect(n.length).toBeLessThanOrEqual(16);
  });
});

describe('GST tax invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SELLER);
  }, 60_000);
  afterAll(() => t.close());

  async function paidOrder(user: TestUser, packId = 'popular'): Promise<string> {
    const order = await t.call({
      method: 'POST',
      url: '/v1/payments/create-order',
      headers: user.headers,
      payload: { packId },
    });
    expect(order.status).toBe(200);
    const orderId: string = order.body.data.orderId;
    const pay = await t.call({
      method: 'POST',
      url: '/v1/payments/sandbox/pay',
      headers: user.headers,
      payload: { orderId, outcome: 'success' },
    });
    expect(pay.status).toBe(200);
    const { status: _status, ...signed } = pay.body.data;
    const verify = await t.call({
      method: 'POST',
      url: '/v1/payments/verify',
      headers: user.headers,
      payload: signed,
    });
    expect(verify.status).toBe(200);
    return orderId;
  }

  const pdfOf = (user: TestUser, orderId: string) =>
    t.call({
      method: 'GET',
      url: `/v1/invoices/orders/${orderId}/download`,
      headers: user.headers,
    });

  it('gives the owner a PDF with its number, and the same invoice each time', async () => {
    const user = await t.registerUser();
    const orderId = await paidOrder(user);
    const first = await pdfOf(user, orderId);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(String(first.body).startsWith('%PDF')).toBe(true);
    const name = String(first.headers['content-disposition']);
    expect(name).toMatch(/drape-invoice-DRP-\d{4}-\d{6}\.pdf/);
    expect(String((await pdfOf(user, orderId)).headers['content-disposition'])).toBe(name);
    const list = await t.call({
      method: 'GET',
      url: '/v1/invoices/purchases',
      headers: user.headers,
    });
    expect(list.body.data.purchases).toEqual([
      expect.objectContaining({ orderId, amountPaise: 129_900, credits: 150 }),
    ]);
    expect(name).toContain(list.body.data.purchases[0].invoiceNumber.replace(/\//g, '-'));
    const rows = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM invoices WHERE order_id IN (SELECT id FROM payment_orders WHERE provider_order_id = $1)',
      [orderId],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('does not let user B fetch user A’s invoice', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const orderId = await paidOrder(a);
    const res = await pdfOf(b, orderId);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Invoice not found');
  });

  it('refuses an unpaid order', async () => {
    const user = await t.registerUser();
    const order = await t.call({
      method: 'POST',
      url: '/v1/payments/create-order',
      headers: user.headers,
      payload: { packId: 'starter' },
    });
    expect((await pdfOf(user, order.body.data.orderId)).status).toBe(404);
  });

  it('numbers invoices uniquely and without gaps when many are issued at once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => t.registerUser()));
    const orders = await Promise.all(users.map((u) => paidOrder(u, 'starter')));
    // Each order asked twice at once: still one invoice per order.
    const replies = await Promise.all(
      [...orders, ...orders].map((o, i) => pdfOf(users[i % users.length]!, o)),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const rows = await t.database.query<{ number: string }>(
      'SELECT number FROM invoices ORDER BY number',
    );
    const numbers = rows.map((r) => Number(r.number.split('/')[2]));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('uses IGST for a buyer in another state, and rejects a GSTIN of another state', async () => {
    const user = await t.registerUser();
    const bad = await t.call({
      method: 'PUT',
      url: '/v1/invoices/billing-profile',
      headers: user.headers,
      payload: { gstin: '27AAPFU0939F1ZV', stateCode: '29' },
    });
    expect(bad.status).toBe(400);
    const saved = await t.call({
      method: 'PUT',
      url: '/v1/invoices/billing-profile',
      headers: user.headers,
      payload: {
        legalName: 'Kalamkari House LLP',
        gstin: '27aapfu0939f1zv',
        address: '4 Linking Road, Mumbai',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.gstin).toBe('27AAPFU0939F1ZV');
    const orderId = await paidOrder(user);
    expect((await pdfOf(user, orderId)).status).toBe(200);
    const [row] = await t.database.query<Record<string, unknown>>(
      `SELECT place_of_supply, sac, igst_paise, cgst_paise, total_paise, buyer FROM invoices
        WHERE order_id = (SELECT id FROM payment_orders WHERE provider_order_id = $1)`,
      [orderId],
    );
    expect(row).toMatchObject({ place_of_supply: '27', cgst_paise: 0, total_paise: 129_900 });
    // Hosted application used per credit: SAC 998315 (decision 017), not 998314 (custom IT work).
    expect(row?.sac).toBe('998315');
    expect(Number(row?.igst_paise)).toBe(19_815);
    expect(row?.buyer).toMatchObject({ name: 'Kalamkari House LLP', gstin: '27AAPFU0939F1ZV' });
  });

  it('attaches the invoice to the receipt e-mail', async () => {
    const user = await t.registerUser();
    await paidOrder(user);
    await expect
      .poll(() => t.outbox().find((m) => m.to === user.email && /receipt/.test(m.subject)))
      .toBeTruthy();
    const mail = t.outbox().find((m) => m.to === user.email && /receipt/.test(m.subject)) as {
      text: string;
      attachments?: { filename: string; contentType: string }[];
    };
    expect(mail.text).toMatch(/GST tax invoice DRP\/\d{4}\/\d{6} is attached/);
    expect(mail.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
  });
});

describe('GST tax invoices without seller details', () => {
  it('says so with a 503 instead of issuing an invoice without a GSTIN', async () => {
    const t = await createTestApp();
    try {
      const user = await t.registerUser();
      const res = await t.call({
        method: 'GET',
        url: '/v1/invoices/orders/order_x/download',
        headers: user.headers,
      });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/not configured/);
    } finally {
      await t.close();
    }
  }, 60_000);
});
