import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import { webhookSignature } from '../../payments-providers/signatures';
import { reconcileUnpaidOrders } from './payments.reconciler';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay';

let t: TestApp;
let rzp: FakeRazorpay;
beforeAll(async () => {
  rzp = await startFakeRazorpay();
  t = await createTestApp({
    RAZORPAY_KEY_ID: rzp.keyId,
    RAZORPAY_KEY_SECRET: rzp.keySecret,
    RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
    RAZORPAY_API_URL: rzp.url,
  });
});
afterEach(async () => {
  await expectLedgerConsistent(t.database);
});
afterAll(async () => {
  await t.close();
  await rzp.close();
});

const post = (url: string, user: TestUser, payload: object) =>
  t.call({ method: 'POST', url, headers: user.headers, payload });
const balanceOf = async (user: TestUser) =>
  (await t.call({ method: 'GET', url: '/v1/credits/balance', headers: user.headers })).body.data
    .balance as number;
const sendWebhook = (hook: { body: string; headers: Record<string, string> }) =>
  t.call({
    method: 'POST',
    url: '/v1/payments/webhook',
    payload: hook.body,
    headers: hook.headers,
  });

async function order(user: TestUser, packId = 'popular') {
  const res = await post('/v1/payments/create-order', user, { packId, amount: 1 });
  expect(res.status).toBe(200);
  return res.body.data as { orderId: string; amount: number; key: string; mode: string };
}

describe('Razorpay orders', () => {
  it('creates a real order: amount in paise from the pack, receipt = our order id', async () => {
    const user = await t.registerUser();
    const o = await order(user);
    expect(o).toMatchObject({
      key: rzp.keyId,
      amount: 129900,
      currency: 'INR',
      mode: 'razorpay',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const remote = rzp.orders.get(o.orderId);
    expect(remote).toMatchObject({ amount: 129900, currency: 'INR', notes: { packId: 'popular' } });
    const [row] = await t.database.query<{ id: string; amount_paise: number }>(
      'SELECT id, amount_paise FROM payment_orders WHERE provider_order_id = $1',
      [o.orderId],
    );
    expect(remote?.receipt).toBe(row?.id);
    expect(row?.amount_paise).toBe(129900);
  });

  it('answers 503 and stores nothing when Razorpay refuses', async () => {
    const user = await t.registerUser();
    const bad = await createTestApp({
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: 'wrong-secret',
      RAZORPAY_API_URL: rzp.url,
    });
    try {
      const u = await bad.registerUser();
      const res = await bad.call({
        method: 'POST',
        url: '/v1/payments/create-order',
        headers: u.headers,
        payload: { packId: 'starter' },
      });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(await bad.database.query('SELECT 1 FROM payment_orders')).toHaveLength(0);
    } finally {
      await bad.close();
    }
    expect(await balanceOf(user)).toBe(3);
  });
});

describe('verify', () => {
  it('credits the pack once for a genuine checkout signature', async () => {
    const user = await t.registerUser();
    const o = await order(user);
    const { checkout } = rzp.pay(o.orderId);
    const res = await post('/v1/payments/verify', user, checkout);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      success: true,
      credits: 150,
      balance: 153,
      alreadyCredited: false,
    });
    expect((await post('/v1/payments/verify', user, checkout)).body.data.alreadyCredited).toBe(
      true,
    );
    expect(await balanceOf(user)).toBe(153);
  });

  it('refuses a tampered signature, a swapped payment and an unknown order', async () => {
    const user = await t.registerUser();
    const o = await order(user);
    const { checkout } = rzp.pay(o.orderId);
    const flip = checkout.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const tampered = await post('/v1/payments/verify', user, {
      ...checkout,
      razorpay_signature: flip,
    });
    expect(tampered.status).toBe(422);
    expect(tampered.body.message).toBe('Payment verification failed');
    const swapped = await post('/v1/payments/verify', user, {
      ...checkout,
      razorpay_payment_id: 'pay_other',
    });
    expect(swapped.status).toBe(422);
    const unknown = await post('/v1/payments/verify', user, {
      ...checkout,
      razorpay_order_id: 'order_unknown',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Order not found');
    expect(await balanceOf(user)).toBe(3);
  });

  it('refuses someone else’s order (404)', async () => {
    const alice = await t.registerUser();
    const mallory = await t.registerUser();
    const { checkout } = rzp.pay((await order(alice)).orderId);
    expect((await post('/v1/payments/verify', mallory, checkout)).status).toBe(404);
    expect(await balanceOf(mallory)).toBe(3);
    expect(await balanceOf(alice)).toBe(3);
  });

  it('refuses the sandbox checkout when real payments are configured', async () => {
    const user = await t.registerUser();
    const o = await order(user);
    const res = await post('/v1/payments/sandbox/pay', user, {
      orderId: o.orderId,
      outcome: 'success',
    });
    expect(res.status).toBe(403);
  });
});

describe('webhook', () => {
  it('credits payment.captured once and treats a replay as a duplicate', async () => {
    const user = await t.registerUser();
    const { payment } = rzp.pay((await order(user, 'premium')).orderId);
    const hook = rzp.webhook('payment.captured', payment);
    const first = await sendWebhook(hook);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, outcome: 'credited' });
    expect((await sendWebhook(hook)).body.data.outcome).toBe('duplicate');
    const laterEvent = await sendWebhook(rzp.webhook('order.paid', payment));
    expect(laterEvent.body.data.outcome).toBe('already-credited');
    expect(await balanceOf(user)).toBe(303);
    const [events] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM payment_events',
    );
    expect(Number(events?.n)).toBeGreaterThanOrEqual(2);
  });

  it('records a second captured payment of a paid order for refund (issue 12), crediting nothing', async () => {
    const user = await t.registerUser();
    const o = await order(user, 'starter');
    const first = rzp.pay(o.orderId).payment;
    const second = rzp.pay(o.orderId).payment;
    expect(second.id).not.toBe(first.id);
    expect((await sendWebhook(rzp.webhook('payment.captured', first))).body.data.outcome).toBe(
      'credited',
    );
    const again = await sendWebhook(rzp.webhook('payment.captured', second));
    expect(again.body.data.outcome).toBe('already-credited');
    expect(await balanceOf(user)).toBe(53);
    const rows = await t.database.query<{ credited_payment_id: string; source: string }>(
      'SELECT credited_payment_id, source FROM duplicate_payments WHERE payment_id = $1',
      [second.id],
    );
    expect(rows).toEqual([{ credited_payment_id: first.id, source: 'webhook' }]);
    expect(await runCli(t.ctx, 'payments', ['duplicates'])).toContain(`REFUND ${second.id}`);
  });

  it('credits order.paid', async () => {
    const user = await t.registerUser();
    const { payment } = rzp.pay((await order(user, 'starter')).orderId);
    expect((await sendWebhook(rzp.webhook('order.paid', payment))).body.data.outcome).toBe(
      'credited',
    );
    expect(await balanceOf(user)).toBe(53);
  });

  it('refuses a bad signature (400) and a signature over re-serialised JSON', async () => {
    const user = await t.registerUser();
    const { payment } = rzp.pay((await order(user)).orderId);
    const hook = rzp.webhook('payment.captured', payment);
    const forged = await sendWebhook({
      ...hook,
      headers: { ...hook.headers, 'x-razorpay-signature': 'f'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid webhook signature');
    const missing = await sendWebhook({
      body: hook.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(400);
    // Same JSON, different bytes: the signature no longer matches.
    const reformatted = JSON.stringify(JSON.parse(hook.body), null, 2);
    expect((await sendWebhook({ body: reformatted, headers: hook.headers })).status).toBe(400);
    expect(await balanceOf(user)).toBe(3);
  });

  it('rejects a payment whose amount or currency differs from the order', async () => {
    const user = await t.registerUser();
    const o = await order(user);
    const cheap = rzp.pay(o.orderId, { amount: 100 }).payment;
    const res = await sendWebhook(rzp.webhook('payment.captured', cheap));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      received: true,
      outcome: 'rejected',
      reason: 'Payment amount does not match the order',
    });
    const dollars = rzp.pay(o.orderId, { currency: 'USD' }).payment;
    expect((await sendWebhook(rzp.webhook('payment.captured', dollars))).body.data.reason).toBe(
      'Payment currency does not match the order',
    );
    expect(await balanceOf(user)).toBe(3);
  });

  it('ignores unknown orders and bodies that are not JSON', async () => {
    const user = await t.registerUser();
    const o = await order(user);
    const failed = rzp.pay(o.orderId, { status: 'failed' }).payment;
    const strayFailure = { ...failed, order_id: 'order_elsewhere', id: 'pay_stray_failed' };
    expect(
      (await sendWebhook(rzp.webhook('payment.failed', strayFailure))).body.data,
    ).toMatchObject({ outcome: 'ignored', reason: 'unknown order' });
    const stray = {
      ...failed,
      status: 'captured' as const,
      order_id: 'order_elsewhere',
      id: 'pay_stray',
    };
    expect((await sendWebhook(rzp.webhook('payment.captured', stray))).body.data).toMatchObject({
      outcome: 'ignored',
      reason: 'unknown order',
    });
    const notJson = 'not json';
    const res = await sendWebhook({
      body: notJson,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(rzp.webhookSecret, notJson),
      },
    });
    expect(res.status).toBe(400);
    expect(await balanceOf(user)).toBe(3);
  });

  it('credits exactly once when verify and webhooks arrive at the same instant', async () => {
    const user = await t.registerUser();
    const { payment, checkout } = rzp.pay((await order(user, 'enterprise')).orderId);
    const results = await Promise.all([
      post('/v1/payments/verify', user, checkout),
      sendWebhook(rzp.webhook('payment.captured', payment)),
      sendWebhook(rzp.webhook('order.paid', payment)),
      post('/v1/payments/verify', user, checkout),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const credited = [
      results[0]?.body.data.alreadyCredited === false,
      results[1]?.body.data.outcome === 'credited',
      results[2]?.body.data.outcome === 'credited',
      results[3]?.body.data.alreadyCredited === false,
    ].filter(Boolean);
    expect(credited).toHaveLength(1);
    expect(await balanceOf(user)).toBe(1003);
    const rows = await t.database.query('SELECT 1 FROM credit_ledger WHERE payment_id = $1', [
      payment.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('keeps JSON parsing on every other route', async () => {
    const user = await t.registerUser();
    const res = await post('/v1/payments/create-order', user, { packId: 'starter' });
    expect(res.status).toBe(200);
  });
});

describe('reconciler', () => {
  it('credits a paid order whose browser closed, and leaves unpaid ones alone', async () => {
    const user = await t.registerUser();
    const paidOrder = await order(user, 'starter');
    const unpaidOrder = await order(user, 'popular');
    rzp.pay(paidOrder.orderId);
    const report = await reconcileUnpaidOrders(t.app.deps, { minAgeSeconds: 0 });
    // Earlier scenarios left orders paid at Razorpay but never verified: those count too.
    expect(report.credited).toBeGreaterThanOrEqual(1);
    expect(report.errors).toBe(0);
    expect(await balanceOf(user)).toBe(53);
    expect(rzp.requests.some((r) => r.path === `/v1/orders/${unpaidOrder.orderId}/payments`)).toBe(
      true,
    );
    const again = await reconcileUnpaidOrders(t.app.deps, { minAgeSeconds: 0 });
    expect(again.credited).toBe(0);
    expect(await balanceOf(user)).toBe(53);
  });

  it('gives up on orders past the maximum age', async () => {
    const user = await t.registerUser();
    const o = await order(user, 'starter');
    const future = new Date(Date.now() + 73 * 3600_000);
    const report = await reconcileUnpaidOrders(t.app.deps, { now: future });
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.query<{ status: string }>(
      'SELECT status FROM payment_orders WHERE provider_order_id = $1',
      [o.orderId],
    );
    expect(row?.status).toBe('failed');
    // A late but genuine payment is still credited.
    const { payment } = rzp.pay(o.orderId);
    expect((await sendWebhook(rzp.webhook('payment.captured', payment))).body.data.outcome).toBe(
      'credited',
    );
    expect(await balanceOf(user)).toBe(53);
  });
});

/** Issue 13 §10: "Payment failed" sends its e-mail when on, none when off. */
describe('failed payments', () => {
  const mailsTo = (user: TestUser) =>
    t.outbox().filter((m) => m.to === user.email && /did not go through/.test(m.subject));

  it('paymentFailed: one e-mail per failed payment (webhook redelivered, reconciler), none once paid; off sends none', async () => {
    const on = await t.registerUser();
    const o = await order(on, 'popular');
    const failed = rzp.pay(o.orderId, { status: 'failed' }).payment;
    const hook = await sendWebhook(rzp.webhook('payment.failed', failed));
    expect(hook.body.data.outcome).toBe('payment-failed');
    await sendWebhook(rzp.webhook('payment.failed', failed)); // redelivered: a new event id
    await reconcileUnpaidOrders(t.app.deps, { minAgeSeconds: 0 }); // sees the same failure
    expect(mailsTo(on)).toHaveLength(1);
    const mail = mailsTo(on)[0]!;
    expect(mail.subject).toBe('Your Drape payment of ₹1,299 did not go through');
    expect(mail.text).toContain('for 150 credits');
    expect(mail.text).toContain('The reason given: Your payment was declined by the bank.');
    expect(mail.text).toContain('/credits');
    expect(mail.text).toContain(failed.id);

    const retried = rzp.pay(o.orderId, { status: 'failed' }).payment;
    expect((await post('/v1/payments/verify', on, rzp.pay(o.orderId).checkout)).status).toBe(200);
    await sendWebhook(rzp.webhook('payment.failed', retried)); // late news of an earlier attempt
    expect(mailsTo(on)).toHaveLength(1);
    expect(await balanceOf(on)).toBe(153);

    const off = await t.registerUser();
    const prefs = await t.call({
      method: 'PATCH',
      url: '/v1/users/preferences',
      headers: off.headers,
      payload: { notifications: { paymentFailed: false } },
    });
    expect(prefs.status).toBe(200);
    const offOrder = await order(off);
    const offFailed = rzp.pay(offOrder.orderId, { status: 'failed' }).payment;
    expect((await sendWebhook(rzp.webhook('payment.failed', offFailed))).status).toBe(200);
    await reconcileUnpaidOrders(t.app.deps, { minAgeSeconds: 0 });
    expect(mailsTo(off)).toHaveLength(0);
  });
});
