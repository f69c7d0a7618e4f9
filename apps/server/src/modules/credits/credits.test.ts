import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import { debitForGeneration, grantCredits } from './credits.service';
import { findBalanceLedgerMismatches } from './ledger.repo';
import { csvField } from './transactions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectLedgerConsistent(t.database);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, user: TestUser) => t.call({ method: 'GET', url, headers: user.headers });
const post = (url: string, user: TestUser, payload: object) =>
  t.call({ method: 'POST', url, headers: user.headers, payload });

async function spend(user: TestUser, times: number) {
  for (let i = 0; i < times; i += 1) {
    await t.app.deps.db.transaction((tx) => debitForGeneration(tx, user.id, randomUUID()));
  }
}

/** Buys a pack through the sandbox checkout and /payments/verify, as the web app does. */
async function buyInSandbox(user: TestUser, packId = 'popular') {
  const order = await post('/v1/payments/create-order', user, { packId });
  expect(order.status).toBe(200);
  const paid = await post('/v1/payments/sandbox/pay', user, {
    orderId: order.body.data.orderId,
    outcome: 'success',
  });
  expect(paid.status).toBe(200);
  const { status: _s, ...checkout } = paid.body.data;
  return {
    order: order.body.data,
    checkout,
    verify: () => post('/v1/payments/verify', user, checkout),
  };
}

describe('balance and packages', () => {
  it('returns the balance (new users have the trial credits) and needs auth', async () => {
    const user = await t.registerUser();
    expect((await get('/v1/credits/balance', user)).body).toEqual({ data: { balance: 3 } });
    expect((await t.call({ method: 'GET', url: '/v1/credits/balance' })).status).toBe(401);
  });

  it('lists the four INR packs with derived fields', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/credits/packages' });
    expect(res.status).toBe(200);
    const packs = res.body.data.packages;
    expect(packs.map((p: { id: string }) => p.id)).toEqual([
      'starter',
      'popular',
      'premium',
      'enterprise',
    ]);
    expect(packs[1]).toMatchObject({
      name: 'Popular Pack',
      credits: 150,
      price: 1299,
      currency: 'INR',
      originalPrice: 1497,
      savings: 'Save 13%',
      popular: true,
      pricePerCredit: 8.66,
    });
    expect(packs[0]).toMatchObject({ originalPrice: null, savings: null, popular: false });
    expect(packs[1].features).not.toContain('Priority processing');
    expect(packs[2].features).toEqual([
      'Virtual try-on generations',
      'High-quality outputs',
      'No expiration',
      'Priority processing',
    ]);
  });
});

describe('transactions', () => {
  it('lists, filters, pages and totals only the caller’s rows', async () => {
    const alice = await t.registerUser();
    const bob = await t.registerUser();
    await spend(alice, 2);
    await (await buyInSandbox(alice, 'starter')).verify();
    await spend(bob, 1);

    const all = await get('/v1/transactions/my?limit=2', alice);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ page: 1, limit: 2, total: 4, totalPages: 2 });
    const newest = all.body.data.results[0];
    expect(newest).toMatchObject({
      type: 'CREDIT',
      kind: 'purchase',
      amount: 50,
      status: 'COMPLETED',
      balanceBefore: 1,
      balanceAfter: 51,
      description: 'Purchased Starter Pack (50 credits)',
    });
    expect(newest.paymentId).toMatch(/^pay_sandbox_/);
    expect(newest.orderId).toMatch(/^order_sandbox_/);

    const debits = await get('/v1/transactions/my?type=DEBIT', alice);
    expect(debits.body.data.total).toBe(2);
    expect(debits.body.data.results.every((r: { type: string }) => r.type === 'DEBIT')).toBe(true);
    const credits = await get('/v1/credits/transactions?type=credit', alice);
    expect(credits.body.data.total).toBe(2);
    expect(credits.body.data.transactions).toHaveLength(2);

    const stats = await get('/v1/transactions/stats', alice);
    expect(stats.body.data).toEqual({
      totalTransactions: 4,
      totalCreditsAdded: 53,
      totalCreditsUsed: 2,
      totalCreditsPurchased: 50,
    });
    const bobs = await get('/v1/transactions/my', bob);
    expect(bobs.body.data.total).toBe(2);
    expect(JSON.stringify(bobs.body)).not.toContain(newest.id);
  });

  it('refuses bad filters and page sizes with 400', async () => {
    const user = await t.registerUser();
    for (const q of ['type=BONUS', 'limit=101', 'limit=0', 'page=0', 'page=x']) {
      const res = await get(`/v1/transactions/my?${q}`, user);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('exports CSV with escaping and formula protection', async () => {
    const user = await t.registerUser();
    await grantCredits(t.app.deps.db, {
      email: user.email,
      amount: 5,
      reason: '=HYPERLINK("http://x"), "quoted"\nline',
    });
    const res = await get('/v1/transactions/export.csv', user);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="drape-transactions-/);
    const text = res.body as string;
    expect(text.split('\r\n')[0]).toBe(
      'id,createdAt,type,kind,description,amount,status,balanceBefore,balanceAfter,paymentId,orderId',
    );
    expect(text).toContain(
      '"Adjustment: =HYPERLINK(""http://x""), ""quoted""\nline",5,COMPLETED,3,8,,',
    );
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    const debits = await get('/v1/transactions/export.csv?type=DEBIT', user);
    expect((debits.body as string).split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('lists debits as negative amounts in the CSV export', async () => {
    const user = await t.registerUser();
    await grantCredits(t.app.deps.db, { email: user.email, amount: -2, reason: 'correction' });
    const text = (await get('/v1/transactions/export.csv', user)).body as string;
    expect(text).toContain(',DEBIT,adjustment,Adjustment: correction,-2,COMPLETED,3,1,,');
    expect(text).toMatch(/,CREDIT,bonus,[^\r]*,3,COMPLETED,0,3,,/);
  });

  it('guards CSV fields against spreadsheet formulas', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+cmd')).toBe("'+cmd");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(-2)).toBe('-2');
    expect(csvField(null)).toBe('');
  });
});

describe('purchases in sandbox mode', () => {
  it('credits a verified purchase once and answers a replay with alreadyCredited', async () => {
    const user = await t.registerUser();
    const buy = await buyInSandbox(user);
    expect(buy.order).toMatchObject({
      amount: 129900,
      currency: 'INR',
      mode: 'sandbox',
      credits: 150,
      description: 'Purchase 150 credits',
      checkoutUrl: null,
    });
    const first = await buy.verify();
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      success: true,
      credits: 150,
      balance: 153,
      alreadyCredited: false,
    });
    const again = await buy.verify();
    expect(again.body.data).toMatchObject({ success: true, balance: 153, alreadyCredited: true });
    const [both] = await Promise.all([buy.verify(), buy.verify()]);
    expect(both.status).toBe(200);
    expect((await get('/v1/credits/balance', user)).body.data.balance).toBe(153);
  });

  it('ignores any amount the client sends: the pack decides', async () => {
    const user = await t.registerUser();
    for (const payload of [
      { packId: 'enterprise', amount: 1, currency: 'USD' },
      { package_id: 'enterprise', payment_method: 'razorpay' },
      { credits: 1000, amount: 100 },
    ]) {
      const res = await post('/v1/payments/create-order', user, payload);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ amount: 799900, currency: 'INR', credits: 1000 });
    }
    for (const url of ['/v1/credits/purchase', '/v1/transactions/purchase']) {
      const res = await post(url, user, { package_id: 'starter', payment_method: 'card' });
      expect(res.body.data).toMatchObject({ amount: 49900, credits: 50, packId: 'starter' });
    }
    for (const payload of [{}, { packId: 'free' }, { credits: 7 }, { amount: 1 }]) {
      const res = await post('/v1/payments/create-order', user, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await get('/v1/credits/balance', user)).body.data.balance).toBe(3);
  });

  it('refuses a tampered signature and leaves everything unchanged', async () => {
    const user = await t.registerUser();
    const buy = await buyInSandbox(user);
    const sig = buy.checkout.razorpay_signature as string;
    const tampered = {
      ...buy.checkout,
      razorpay_signature: `${sig[0] === 'a' ? 'b' : 'a'}${sig.slice(1)}`,
    };
    const res = await post('/v1/payments/verify', user, tampered);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'PAYMENT_VERIFICATION_FAILED',
      message: 'Payment verification failed',
    });
    const otherPayment = { ...buy.checkout, razorpay_payment_id: 'pay_sandbox_forged' };
    expect((await post('/v1/payments/verify', user, otherPayment)).status).toBe(422);
    const [order] = await t.database.query<{ status: string }>(
      'SELECT status FROM payment_orders WHERE provider_order_id = $1',
      [buy.order.orderId],
    );
    expect(order?.status).toBe('created');
    expect((await get('/v1/credits/balance', user)).body.data.balance).toBe(3);
  });

  it('hides other users’ orders and unknown orders (404)', async () => {
    const alice = await t.registerUser();
    const mallory = await t.registerUser();
    const buy = await buyInSandbox(alice);
    expect((await post('/v1/payments/verify', mallory, buy.checkout)).status).toBe(404);
    const steal = await post('/v1/payments/sandbox/pay', mallory, {
      orderId: buy.order.orderId,
      outcome: 'success',
    });
    expect(steal.status).toBe(404);
    const unknown = { ...buy.checkout, razorpay_order_id: 'order_sandbox_nope' };
    expect((await post('/v1/payments/verify', alice, unknown)).status).toBe(404);
    expect((await get('/v1/credits/balance', mallory)).body.data.balance).toBe(3);
    expect((await get('/v1/credits/balance', alice)).body.data.balance).toBe(3);
  });

  it('reports a failed sandbox payment without touching the balance, and e-mails the buyer', async () => {
    const user = await t.registerUser();
    const order = await post('/v1/payments/create-order', user, { packId: 'starter' });
    const res = await post('/v1/payments/sandbox/pay', user, {
      orderId: order.body.data.orderId,
      outcome: 'failure',
    });
    expect(res.body.data).toMatchObject({
      status: 'failure',
      error: { code: 'BAD_REQUEST_ERROR' },
    });
    expect((await get('/v1/credits/balance', user)).body.data.balance).toBe(3);
    const mails = t.outbox().filter((m) => m.to === user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Drape payment of ₹499 did not go through']);
    expect(mails[0]?.text).toContain('The reason given: the sandbox card was declined');
  });

  it('e-mails a receipt, unless the user turned payment e-mails off', async () => {
    const user = await t.registerUser();
    await (await buyInSandbox(user, 'starter')).verify();
    await vi.waitFor(() => {
      const mail = t.outbox().find((m) => m.to === user.email && m.subject.includes('receipt'));
      expect(mail?.text).toContain('₹499');
      expect(mail?.text).toContain('Balance now: 53 credits');
    });
    const quiet = await t.registerUser();
    const prefs = await t.call({
      method: 'PATCH',
      url: '/v1/users/preferences',
      headers: quiet.headers,
      payload: { notifications: { paymentSuccess: false } },
    });
    expect(prefs.status).toBe(200);
    await (await buyInSandbox(quiet, 'starter')).verify();
    await new Promise((r) => setTimeout(r, 100));
    expect(t.outbox().some((m) => m.to === quiet.email && m.subject.includes('receipt'))).toBe(
      false,
    );
  });
});

describe('who may change balances', () => {
  it('refuses /credits/add to users (403) and needs auth (401)', async () => {
    const user = await t.registerUser();
    const res = await post('/v1/credits/add', user, { amount: 1000, description: 'free money' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(
      (await t.call({ method: 'POST', url: '/v1/credits/add', payload: { amount: 5 } })).status,
    ).toBe(401);
    expect((await get('/v1/credits/balance', user)).body.data.balance).toBe(3);
  });

  it('refuses API keys on payment and history routes (403)', async () => {
    const headers = { authorization: 'Bearer drape_live_notarealkey' };
    for (const [method, url] of [
      ['POST', '/v1/payments/create-order'],
      ['POST', '/v1/payments/verify'],
      ['POST', '/v1/credits/purchase'],
      ['GET', '/v1/transactions/my'],
      ['GET', '/v1/transactions/export.csv'],
    ] as const) {
      const payload = url.endsWith('verify')
        ? { razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' }
        : { packId: 'starter' };
      const res = await t.call({
        method,
        url,
        headers,
        payload: method === 'POST' ? payload : undefined,
      });
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe('API_KEY_NOT_ALLOWED');
    }
  });

  it('lets an operator grant and remove credits, never below zero', async () => {
    const user = await t.registerUser();
    const db = t.app.deps.db;
    expect(
      await grantCredits(db, { email: user.email.toUpperCase(), amount: 10, reason: 'goodwill' }),
    ).toMatchObject({ balance: 13 });
    expect(
      await grantCredits(db, { email: user.email, amount: -13, reason: 'correction' }),
    ).toMatchObject({ balance: 0 });
    await expect(grantCredits(db, { email: user.email, amount: -1, reason: 'x' })).rejects.toThrow(
      /balance is only 0/,
    );
    await expect(
      grantCredits(db, { email: 'nobody@example.com', amount: 1, reason: 'x' }),
    ).rejects.toThrow(/No account/);
    await expect(grantCredits(db, { email: user.email, amount: 1.5, reason: 'x' })).rejects.toThrow(
      /whole number/,
    );
    await expect(grantCredits(db, { email: user.email, amount: 1, reason: ' ' })).rejects.toThrow(
      /reason/,
    );
    const rows = await get('/v1/transactions/my', user);
    expect(
      rows.body.data.results
        .slice(0, 2)
        .map((r: { kind: string; type: string }) => `${r.kind}:${r.type}`),
    ).toEqual(['adjustment:DEBIT', 'adjustment:CREDIT']);
  });
});

describe('the money invariant check', () => {
  it('finds a balance that no longer matches its ledger', async () => {
    const user = await t.registerUser();
    expect(await findBalanceLedgerMismatches(t.database.db)).toEqual([]);
    await t.database.query('UPDATE users SET credit_balance = credit_balance + 5 WHERE id = $1', [
      user.id,
    ]);
    const found = await findBalanceLedgerMismatches(t.database.db);
    await t.database.query('UPDATE users SET credit_balance = credit_balance - 5 WHERE id = $1', [
      user.id,
    ]);
    expect(found).toEqual([
      { id: user.id, balance: expect.any(Number), ledger: expect.any(Number) },
    ]);
    expect(found[0]!.balance - found[0]!.ledger).toBe(5);
  });
});
