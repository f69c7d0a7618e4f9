import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerWithToken, signIn } from './helpers';

const fixtures = fileURLToPath(new URL('../../../packages/tryon/test/fixtures/', import.meta.url));
// Screenshots of the error state only when asked: SHOTS_DIR=/some/dir node scripts/e2e.mjs <this>
const SHOTS_DIR = process.env.SHOTS_DIR;

/** The page as it is now, in both themes (the class the theme store sets), at 375 and 1440 px. */
async function screenshots(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.screenshot({
        path: join(SHOTS_DIR, `${name}-${theme}-${width}.png`),
        fullPage: true,
      });
    }
  }
}

async function balanceOf(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/v1/credits/balance', { headers });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

async function shootCount(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/v1/photoshoots', { headers });
  const body = (await res.json()) as { data: { pagination: { total: number } } };
  return body.data.pagination.total;
}

// The real server: Start's answers are lost twice (the request reached the server each time),
// then the user double-clicks Start. One shoot exists and one image is charged.
test('photoshoot Start: lost answers, Start again and a double click charge once', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { account, headers } = await registerWithToken(request, 'shoot-start');
  await signIn(page, account);
  const before = await balanceOf(request, headers);

  await page.goto('/photoshoots/new');
  const garment = await sharp(readFileSync(join(fixtures, 'garment_01_fashn_top.webp')))
    .png()
    .toBuffer();
  await page
    .getByTestId('garment-files')
    .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: garment });
  await page
    .getByRole('list', { name: 'Models' })
    .getByRole('button', { name: /Starter/ })
    .click({ timeout: 90_000 });
  await page.getByRole('list', { name: 'Backdrops' }).getByRole('button').first().click();
  await page.getByLabel('Full length').uncheck();
  await page.getByLabel('Three-quarter (knee up)').uncheck();
  await expect(page.getByTestId('shoot-total')).toHaveText('1 image · 1 credit');

  const keys: string[] = [];
  let lost = 0;
  await page.route('**/v1/photoshoots', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().allHeaders())['idempotency-key'] ?? '');
    if (lost >= 2) return route.continue();
    lost += 1;
    await route.fetch(); // the server accepts (and charges) the shoot; the answer never arrives
    return route.abort('connectionreset');
  });
  const start = page.getByRole('button', { name: 'Start photoshoot · 1 credit' });
  await start.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network error' })).toBeVisible();
  await screenshots(page, 'new-shoot-network-error');
  await start.dblclick();
  await expect(page).toHaveURL(/\/photoshoots\/[0-9a-f-]{36}$/);

  expect(keys.length).toBeGreaterThanOrEqual(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await shootCount(request, headers)).toBe(1);
  expect(await balanceOf(request, headers)).toBe(before - 1);
});
