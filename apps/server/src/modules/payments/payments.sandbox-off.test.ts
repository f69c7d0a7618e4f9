import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';

// A production server without Razorpay keys must not hand out credits through the sandbox.
describe('payments without Razorpay keys in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await expectLedgerConsistent(t.database);
    await t.close();
  });

  it('refuses to start a purchase (503) and stores no order', async () => {
    const user = await t.registerUser();
    const res = await t.call({
      method: 'POST',
      url: '/v1/payments/create-order',
      headers: user.headers,
      payload: { packId: 'popular' },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/payments are not configured/);
    const [orders] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM payment_orders',
    );
    expect(Number(orders?.n)).toBe(0);
  });

  it('keeps the sandbox checkout closed', async () => {
    const user = await t.registerUser();
    const res = await t.call({
      method: 'POST',
      url: '/v1/payments/sandbox/pay',
      headers: user.headers,
      payload: { orderId: 'order_sandbox_x', outcome: 'success' },
    });
    expect(res.status).toBe(403);
  });

  it('opens the sandbox again when PAYMENTS_SANDBOX=true is set on purpose', async () => {
    const demo = await createTestApp({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });
    try {
      const user = await demo.registerUser();
      const res = await demo.call({
        method: 'POST',
        url: '/v1/payments/create-order',
        headers: user.headers,
        payload: { packId: 'popular' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.orderId).toMatch(/^order_sandbox_/);
    } finally {
      await demo.close();
    }
  });
});
