import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The running server's data directory (set by playwright.config.ts). */
export const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run through apps/web/playwright.config.ts');
  return dir;
};

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
export function newAccount(prefix = 'e2e'): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Asha Rao', email: `${prefix}-${id}@example.com`, password: 'Saffron#2026' };
}

/** Creates an account through the API (fast) and returns its credentials. */
export async function registerViaApi(
  request: APIRequestContext,
  account: TestAccount = newAccount(),
): Promise<TestAccount> {
  const res = await request.post('/v1/auth/register', {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Signs in through the real /login page and waits to leave it. */
export async function signIn(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
  path = '/login',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The newest e-mail in DATA_DIR/outbox whose subject contains `subjectContains` (and to `to`, if given). */
export async function readOutbox(
  subjectContains: string,
  to?: string,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const dir = join(dataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      files = [];
    }
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail;
      if (mail.subject.includes(subjectContains) && (!to || mail.to === to)) return mail;
    }
    if (Date.now() > deadline)
      throw new Error(`No e-mail with subject containing "${subjectContains}" in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Creates an account through the API and returns it with a bearer header for API calls. */
export async function registerWithToken(
  request: APIRequestContext,
  prefix = 'e2e',
): Promise<{ account: TestAccount; headers: { authorization: string } }> {
  const account = newAccount(prefix);
  const res = await request.post('/v1/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  const token = ((await res.json()) as { data: { tokens: { access: { token: string } } } }).data
    .tokens.access.token;
  return { account, headers: { authorization: `Bearer ${token}` } };
}

/** Uploads one image through POST /v1/upload and returns its signed URL. */
export async function uploadImage(
  request: APIRequestContext,
  headers: Record<string, string>,
  folder: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
): Promise<string> {
  const res = await request.post('/v1/upload', {
    headers,
    multipart: { folder, file: { name, mimeType, buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { url: string }[] }).data[0]!.url;
}

/** Buys a pack through the sandbox checkout's API calls, as the web app does. */
export async function buyPack(
  request: APIRequestContext,
  headers: Record<string, string>,
  packId = 'popular',
): Promise<string> {
  const order = await request.post('/v1/payments/create-order', { headers, data: { packId } });
  expect(order.status(), await order.text()).toBe(200);
  const orderId = ((await order.json()) as { data: { orderId: string } }).data.orderId;
  const pay = await request.post('/v1/payments/sandbox/pay', {
    headers,
    data: { orderId, outcome: 'success' },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const { status: _status, ...signed } = ((await pay.json()) as { data: Record<string, unknown> })
    .data;
  const verify = await request.post('/v1/payments/verify', { headers, data: signed });
  expect(verify.status(), await verify.text()).toBe(200);
  return orderId;
}
