import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  FAKE_FASHN_KEY,
  startFakeFashn,
  type FakeFashn,
} from '../../../packages/tryon/test/fake-fashn';
import { startExtraServer, type ExtraServer } from './extra-server';
import { newAccount, registerViaApi, signIn } from './helpers';

// The New shoot page on a FASHN deployment (a second real server with TRYON_ENGINE=fashn, its
// FASHN a loopback fake) offers AI-generated models; the shared server runs the local engine and
// says it uses the model library. Screenshots: SCREENS=1 node scripts/e2e.mjs --grep @screens
const OUT = join(import.meta.dirname, '..', '.tmp', 'screens');
let fashn: FakeFashn | undefined;
let gpu: ExtraServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fashn = await startFakeFashn();
  gpu = await startExtraServer({
    TRYON_ENGINE: 'fashn',
    TRYON_API_KEY: FAKE_FASHN_KEY,
    TRYON_API_URL: fashn.baseUrl,
  });
});
test.afterAll(async () => {
  await gpu?.stop();
  await fashn?.close();
});

async function openNewShootOnGpu(page: Page) {
  const base = gpu!.url;
  const account = newAccount('gpu');
  const res = await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(201);
  await signIn(page, account, `${base}/login`);
  await page.goto(`${base}/photoshoots/new`);
  return page.getByRole('group', { name: 'AI-generated models' });
}

test('a FASHN deployment offers AI-generated models; the local one says it uses the library', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const group = await openNewShootOnGpu(page);
  await group.getByLabel('AI models').selectOption('2');
  await group.getByLabel('Describe them (optional)').fill('South Indian woman in her thirties');
  await expect(page.getByTestId('shoot-formula')).toContainText('× 2 models ×');
  await expect(page.getByText(/uses your model library/)).toHaveCount(0);
  await group.getByRole('button', { name: 'Advanced (FASHN engine)' }).click();
  await expect(group.getByLabel('Seed (optional)')).toBeVisible();

  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/photoshoots/new');
  await expect(
    page.getByText(
      'This deployment uses your model library. AI-generated models need a GPU engine (FASHN).',
    ),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'AI-generated models' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Advanced/ })).toHaveCount(0);
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [375, 1440]) {
    test(`new shoot, AI models, ${theme} ${width}px @screens`, async ({ page, request }) => {
      test.setTimeout(120_000);
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.addInitScript((t) => localStorage.setItem('drape-theme-app', t), theme);
      const group = await openNewShootOnGpu(page);
      await group.getByLabel('AI models').selectOption('2');
      await group.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(OUT, `new-shoot-fashn-${theme}-${width}.png`) });
      await page.screenshot({
        path: join(OUT, `new-shoot-fashn-full-${theme}-${width}.png`),
        fullPage: true,
      });
      // The AI models' own FASHN settings, opened.
      await group.getByRole('button', { name: 'Advanced (FASHN engine)' }).click();
      await group.getByLabel('Seed (optional)').fill('4242');
      await group.getByLabel('Quality').selectOption('quality');
      await group.getByLabel('Garment photo').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(OUT, `new-shoot-fashn-advanced-${theme}-${width}.png`) });
      await signIn(page, await registerViaApi(request));
      await page.goto('/photoshoots/new');
      await page.getByText(/uses your model library/).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(OUT, `new-shoot-local-${theme}-${width}.png`) });
    });
  }
}
