import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli';
import { createTestApp, type TestApp, type TestUser } from '../helpers';

// Issue 12 design item: a second captured payment for an already-paid order was answered
// "already-credited" and its payment id stored nowhere. It is recorded and flagged for refund.
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) =>
  t.call({ method: 'POST', url, headers: user.headers, payload });

async function payInSandbox(orderId: string) {
  const paid = await post('/v1/payments/sandbox/pay', { orderId, outcome: 'success' });
  expect(paid.status).toBe(200);
  const { status: _status, ...checkout } = paid.body.data;
  return checkout as { razorpay_order_id: string; razorpay_payment_id: string };
}

describe('a second captured payment for a paid order', () => {
  it('credits nothing, is recorded once and listed by `server payments duplicates`', async () => {
    const order = await post('/v1/payments/create-order', { packId: 'starter' });
    const orderId = order.body.data.orderId as string;
    const first = await payInSandbox(orderId);
    const credited = await post('/v1/payments/verify', first);
    expect(credited.body.data.alreadyCredited).toBe(false);
    const balance = credited.body.data.balance as number;

    // The same payment again (a replayed verify) is not a duplicate.
    expect((await post('/v1/payments/verify', first)).body.data.alreadyCredited).toBe(true);
    expect(await runCli(t.ctx, 'payments', ['duplicates'])).toBe('no duplicate payments');

    // The customer paid the same order a second time.
    const second = await payInSandbox(orderId);
    expect(second.razorpay_payment_id).not.toBe(first.razorpay_payment_id);
    const twice = await Promise.all([
      post('/v1/payments/verify', second),
      post('/v1/payments/verify', second),
    ]);
    for (const res of twice) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ alreadyCredited: true, balance });
    }
    const rows = await t.database.query<{ payment_id: string; credited_payment_id: string }>(
      'SELECT payment_id, credited_payment_id FROM duplicate_payments',
    );
    expect(rows).toEqual([
      { payment_id: second.razorpay_payment_id, credited_payment_id: first.razorpay_payment_id },
    ]);
    const report = await runCli(t.ctx, 'payments', ['duplicates']);
    expect(report).toMatch(/^1 duplicate payment\(s\) to refund:/);
    expect(report).toContain(`REFUND ${second.razorpay_payment_id}`);
    expect(report).toContain(orderId);
  });
});
