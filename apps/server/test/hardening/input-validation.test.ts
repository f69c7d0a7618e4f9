import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers';

// Defects 1 and 13 of issue 12: control characters reached PostgreSQL (500) and lengths were
// uncapped. Every string input is now checked by the shared contract (400 with a field error).
let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';

function expectFieldError(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(Object.keys(res.body.details.fieldErrors)).toContain(field);
}

describe('control characters in string inputs', () => {
  it('are refused with a field error on every route the probe hit', async () => {
    const h = alice.headers;
    const cases: [Parameters<TestApp['call']>[0], string][] = [
      [
        {
          method: 'POST',
          url: '/v1/auth/register',
          payload: { name: `Eve${NUL}`, email: 'eve-nul@example.com', password: 'Correct-Horse-9' },
        },
        'name',
      ],
      [
        {
          method: 'PATCH',
          url: '/v1/users/profile',
          headers: h,
          payload: { name: `A${NUL}b`, email: alice.email },
        },
        'name',
      ],
      [
        {
          method: 'POST',
          url: '/v1/apikeys/generate',
          headers: h,
          payload: { name: `k${NUL}` },
        },
        'name',
      ],
      [
        {
          method: 'POST',
          url: '/v1/contact',
          payload: { name: `N${NUL}`, email: 'c@example.com', message: 'hello' },
        },
        'name',
      ],
      [{ method: 'GET', url: '/v1/vton/list?search=%00abc', headers: h }, 'search'],
      [
        {
          method: 'POST',
          url: '/v1/vton/generate',
          headers: h,
          payload: { personImageUrl: `uploads/x${NUL}.png`, garmentImageUrl: 'uploads/y.png' },
        },
        'personImageUrl',
      ],
      [
        {
          method: 'POST',
          url: '/v1/payments/verify',
          headers: h,
          payload: {
            razorpay_order_id: `order_${NUL}`,
            razorpay_payment_id: 'pay_1',
            razorpay_signature: 'sig',
          },
        },
        'razorpay_order_id',
      ],
    ];
    for (const [request, field] of cases) {
      expectFieldError(await t.call(request), field);
    }
  });

  it('refuses other control characters in single-line text but keeps line breaks in messages', async () => {
    const bell = await t.call({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'Ann\u0007', email: 'c@example.com', message: 'hi' },
    });
    expectFieldError(bell, 'name');
    const multiLine = await t.call({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'Ann', email: 'c@example.com', message: 'line one\nline two\tend' },
    });
    expect(multiLine.status).toBe(201);
    const nulInMessage = await t.call({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'Ann', email: 'c@example.com', message: `a${NUL}b` },
    });
    expectFieldError(nulInMessage, 'message');
  });
});

describe('length caps', () => {
  it('refuses an e-mail address longer than RFC 5321 allows', async () => {
    const long = `${'a'.repeat(4990)}@example.com`;
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'Long Mail', email: long, password: 'Correct-Horse-9' },
    });
    expectFieldError(res, 'email');
    const localTooLong = `${'b'.repeat(65)}@example.com`;
    expectFieldError(
      await t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: localTooLong, password: 'whatever1' },
      }),
      'email',
    );
  });

  it('caps passwords and tokens so no one can make the server hash megabytes', async () => {
    expectFieldError(
      await t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: alice.email, password: 'x'.repeat(10_000) },
      }),
      'password',
    );
    expectFieldError(
      await t.call({
        method: 'POST',
        url: '/v1/auth/refresh-tokens',
        payload: { refreshToken: 'r'.repeat(10_000) },
      }),
      'refreshToken',
    );
  });

  it('gives every string in every request schema of the OpenAPI document a maximum length', async () => {
    const doc = (await t.call({ method: 'GET', url: '/v1/openapi.json' })).body;
    const uncapped: string[] = [];
    const visit = (schema: any, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.$ref) return visit(resolveRef(doc, schema.$ref), where);
      if (schema.type === 'string' && !schema.enum && schema.const === undefined) {
        // uuid and date formats are anchored fixed-length patterns: bounded by definition.
        const bounded =
          schema.maxLength !== undefined || schema.format === 'uuid' || schema.format === 'date';
        if (!bounded) uncapped.push(where);
      }
      for (const key of ['anyOf', 'oneOf', 'allOf'])
        (schema[key] ?? []).forEach((s: any, i: number) => visit(s, `${where}|${i}`));
      for (const [name, sub] of Object.entries(schema.properties ?? {}))
        visit(sub, `${where}.${name}`);
      if (schema.items) visit(schema.items, `${where}[]`);
    };
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) visit(p.schema, `${where} ${p.in}:${p.name}`);
        for (const c of Object.values<any>(op.requestBody?.content ?? {}))
          visit(c.schema, `${where} body`);
      }
    }
    expect(uncapped).toEqual([]);
  });
});

function resolveRef(doc: any, ref: string) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: any, key: string) => node?.[key], doc);
}
