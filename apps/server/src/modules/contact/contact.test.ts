import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { contactMessages } from '../../db/schema/contact';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CONTACT_RATE_LIMIT_PER_HOUR: '3',
    CONTACT_EMAIL_TO: 'team@drape.test',
  });
});
afterAll(async () => {
  await t.close();
});

// Each test posts from its own address so the per-IP limit never leaks between tests.
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

const send = (payload: object, ip = nextIp()) =>
  t.call({ method: 'POST', url: '/v1/contact', payload, remoteAddress: ip });

const valid = {
  name: 'Meera Iyer',
  email: 'meera@kanjeevaram.example',
  phone: '+91 98765 43210',
  company: 'Kanjeevaram House',
  message: 'We would like AI photoshoots for 200 silk sarees this season.',
};

describe('POST /v1/contact', () => {
  it('stores the message and e-mails the team', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe("Thank you! We'll get back to you soon.");

    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.id));
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      company: valid.company,
      message: valid.message,
    });
    expect(row?.ip).toMatch(/^203\.0\.113\./);

    const mail = t.outbox().at(-1);
    expect(mail?.to).toBe('team@drape.test');
    expect(mail?.subject).toBe('New enquiry from Meera Iyer (Kanjeevaram House)');
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain(valid.email);
  });

  it('accepts a message without phone and company and stores them as null', async () => {
    const res = await send({ ...valid, phone: '', company: undefined });
    expect(res.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.id));
    expect(row?.phone).toBeNull();
    expect(row?.company).toBeNull();
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['message', { message: '' }, 'Message is required'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be 5000 characters or less'],
    ['phone', { phone: 'call me maybe' }, 'Invalid phone number'],
  ])('rejects a bad %s with the field message', async (field, change, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details.fieldErrors[field]).toContain(message);
  });

  it('says which fields are missing from an empty body', async () => {
    const res = await send({});
    expect(res.status).toBe(400);
    const { fieldErrors } = res.body.details;
    expect(fieldErrors.name).toContain('Name is required');
    expect(fieldErrors.email).toContain('Email is required');
    expect(fieldErrors.message).toContain('Message is required');
  });

  it('limits each IP and answers 429 with Retry-After', async () => {
    const ip = nextIp();
    const before = t.outbox().length;
    for (let i = 0; i < 3; i += 1) expect((await send(valid, ip)).status).toBe(201);
    const res = await send(valid, ip);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(t.outbox().length).toBe(before + 3);
    // Another visitor is not affected.
    expect((await send(valid)).status).toBe(201);
  });
});
