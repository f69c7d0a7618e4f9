import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerViaApi, signIn } from './helpers';

// The Apache-2.0 pair kept in the repository; nothing here needs ../shared.
const fixtures = resolve(import.meta.dirname, '../../../packages/tryon/test/fixtures');
const SHOTS = join(import.meta.dirname, '..', '.tmp', 'screens');

async function callWithKey(request: APIRequestContext, key: string, path: string) {
  return request.get(path, { headers: { 'X-API-Key': key } });
}

async function uploadWithKey(
  request: APIRequestContext,
  key: string,
  file: string,
  folder: string,
) {
  const res = await request.post('/v1/upload', {
    headers: { Authorization: `Bearer ${key}` },
    multipart: {
      folder,
      // Uploads take JPG/PNG: the WebP garment is converted first, as a user would.
      file: {
        name: `${file}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp(readFileSync(join(fixtures, file)))
          .jpeg()
          .toBuffer(),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { url: string }[] }).data[0]!.url;
}

async function createKeyInUi(page: Page, name: string, limit: string) {
  await page.getByRole('button', { name: 'Create API Key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Usage limit').fill(limit);
  await dialog.getByRole('button', { name: 'Create API Key' }).click();
  return page.getByRole('dialog', { name: 'API Key Created' });
}

test('create a key, run a generation with it, see usage and stats, disable it, delete it', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/api-keys');
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys')).toBeVisible();

  // Validation messages from the spec.
  await page.getByRole('button', { name: 'Create API Key' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create API Key' });
  await form.getByLabel('Usage limit').fill('0');
  await form.getByRole('button', { name: 'Create API Key' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Limit must be at least 1')).toBeVisible();
  await form.getByLabel('Name').fill('x'.repeat(51));
  await form.getByLabel('Usage limit').fill('1000001');
  await form.getByRole('button', { name: 'Create API Key' }).click();
  await expect(form.getByText('Name must be 50 characters or less')).toBeVisible();
  await expect(form.getByText('Limit too high')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  const created = await createKeyInUi(page, 'Catalogue sync', '5');
  await expect(created).toBeVisible();
  const key = (await created.getByTestId('created-api-key').textContent())!.trim();
  expect(key).toMatch(/^drape_(live|test)_[0-9A-Za-z]{49}$/);
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(created.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expect(created.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4_000 });
  await expect(created.getByText('5 generations')).toBeVisible();
  await created.getByRole('button', { name: "I've Saved My API Key" }).click();

  const card = page.getByTestId('api-key-card').filter({ hasText: 'Catalogue sync' });
  await expect(page.getByRole('heading', { name: 'Your Active API Keys (1)' })).toBeVisible();
  await expect(card.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('0 / 5 used')).toBeVisible();

  // The whole try-on flow from a script, with the copied key.
  const personImageUrl = await uploadWithKey(
    request,
    key,
    'person_01_fashn_model.jpg',
    'vton-persons',
  );
  const garmentImageUrl = await uploadWithKey(
    request,
    key,
    'garment_01_fashn_top.webp',
    'vton-garments',
  );
  const gen = await request.post('/v1/vton/generate', {
    headers: { 'X-API-Key': key, 'Idempotency-Key': `e2e-${Date.now()}` },
    data: { personImageUrl, garmentImageUrl },
  });
  expect(gen.status(), await gen.text()).toBeLessThan(300);
  const { id } = ((await gen.json()) as { data: { id: string } }).data;
  await expect
    .poll(
      async () =>
        (
          (await (await callWithKey(request, key, `/v1/vton/status/${id}`)).json()) as {
            data: { status: string };
          }
        ).data.status,
      {
        timeout: 180_000,
        intervals: [2_000],
      },
    )
    .toBe('COMPLETED');

  await page.reload();
  await expect(card.getByText('1 / 5 used')).toBeVisible();
  await expect(card.getByText('20.0%')).toBeVisible();
  await expect(card.getByText('Just now').first()).toBeVisible();
  await card.getByRole('button', { name: 'Stats' }).click();
  const stats = page.getByRole('dialog', { name: 'Catalogue sync statistics' });
  await expect(stats.getByText('Generations')).toBeVisible();
  await expect(stats.getByText('1 / 5')).toBeVisible();
  await expect(stats.getByText('100%')).toBeVisible();
  await expect(stats.getByRole('img', { name: /Requests per day/ })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'api-keys-stats-e2e.png') });
  await page.keyboard.press('Escape');

  // Disable → the next call is refused.
  await card.getByRole('switch', { name: 'Catalogue sync active' }).click();
  await expect(page.getByText('Key Disabled')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Active API Keys (0)' })).toBeVisible();
  const refused = await callWithKey(request, key, `/v1/vton/status/${id}`);
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('API_KEY_INACTIVE');

  // A failed delete says so and keeps the key.
  await page.getByRole('button', { name: /Show disabled and expired keys \(1\)/ }).click();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await page.route('**/v1/apikeys/*/revoke', (route) =>
    route.fulfill({
      status: 500,
      json: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    }),
  );
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete API Key' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete "Catalogue sync"? This action cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText(/Delete failed/)).toBeVisible();
  await page.unroute('**/v1/apikeys/*/revoke');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No API keys')).toBeVisible();
  const revoked = await callWithKey(request, key, `/v1/vton/status/${id}`);
  expect(revoked.status()).toBe(401);
  expect(((await revoked.json()) as { code: string }).code).toBe('API_KEY_REVOKED');
});

test('a failed creation shows the form error and no key; search, no-match and sort', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/api-keys');
  await page.route('**/v1/apikeys/generate', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
  );
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await createKeyInUi(page, 'Will fail', '10');
  await expect(dialog.getByText('Failed to create API key. Please try again.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'API Key Created' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No API keys')).toBeVisible();
  await page.unroute('**/v1/apikeys/generate');

  for (const name of ['Bravo', 'alpha', 'Charlie']) {
    const done = await createKeyInUi(page, name, '100');
    await done.getByRole('button', { name: "I've Saved My API Key" }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your Active API Keys (3)' })).toBeVisible();
  await expect(page.getByText('Total Keys')).toBeVisible();
  const names = () => page.getByTestId('api-key-card').locator('h3').allTextContents();
  expect(await names()).toEqual(['Charlie', 'alpha', 'Bravo']);
  await page.getByLabel('Sort API keys').selectOption({ label: 'Name A-Z' });
  expect(await names()).toEqual(['alpha', 'Bravo', 'Charlie']);
  await page.getByLabel('Sort API keys').selectOption({ label: 'Oldest First' });
  expect(await names()).toEqual(['Bravo', 'alpha', 'Charlie']);
  await page.getByLabel('Search API keys by name').fill('ALP');
  expect(await names()).toEqual(['alpha']);
  await page.getByLabel('Search API keys by name').fill('zzz');
  await expect(page.getByText('No API keys match "zzz"')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  expect(await names()).toHaveLength(3);
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [375, 1440]) {
    test(`api keys screens ${theme} ${width}px @screens`, async ({ page, request }) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.addInitScript((t) => localStorage.setItem('drape-theme-app', t), theme);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: join(SHOTS, `${name}-${theme}-${width}.png`), fullPage });
      const account = await registerViaApi(request);
      await signIn(page, account);
      await page.goto('/api-keys');
      await expect(page.getByText('No API keys')).toBeVisible();
      await shot('api-keys-empty');
      const created = await createKeyInUi(page, 'Shopify catalogue sync', '1000');
      await expect(created).toBeVisible();
      await shot('api-keys-created', false);
      await created.getByRole('button', { name: "I've Saved My API Key" }).click();
      const second = await createKeyInUi(page, 'Lookbook batch', '10');
      await second.getByRole('button', { name: "I've Saved My API Key" }).click();
      await shot('api-keys-list');
      await page.getByTestId('api-key-card').first().getByRole('button', { name: 'Stats' }).click();
      await expect(page.getByRole('img', { name: /Requests per day/ })).toBeVisible();
      await shot('api-keys-stats', false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Create API Key' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create API Key' }).click();
      await shot('api-keys-create-errors', false);
    });
  }
}
