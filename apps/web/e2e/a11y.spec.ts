import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerViaApi, registerWithToken, signIn, uploadImage } from './helpers';
import { axeViolations } from './axe';

/*
 * axe-core on every route, in both themes: no serious or critical violation. Each route is a
 * soft assertion, so one run lists every failing page. Reduced motion is emulated so the
 * landing's fade-in sections are fully visible (axe skips colour contrast on transparent text).
 */
const PUBLIC = [
  '/',
  '/landing',
  '/privacy-policy',
  '/ai-policy',
  '/terms-and-conditions',
  '/deck',
  '/login',
  '/register',
  '/reset-password',
  '/reset-password?token=example',
  '/no-such-page',
];
const APP = ['/dashboard', '/api-keys', '/credits', '/docs', '/profile'];
const THEMES = ['dark', 'light'] as const;

async function seriousViolations(page: Page) {
  const result = { violations: await axeViolations(page) };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 160)}`)
          .slice(0, 3)
          .join(', ')}`,
    );
}

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((t) => {
    localStorage.setItem('drape-theme-app', t);
    localStorage.setItem('drape-theme-landing', t);
  }, theme);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function check(page: Page, label: string) {
  expect.soft(await seriousViolations(page), label).toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`axe (${theme})`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test(`public pages and sign-in screens (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of PUBLIC) {
        await open(page, path);
        if (path === '/' || path === '/landing') {
          // The sections below the hero render just after the first paint.
          await expect(page.locator('footer')).toBeVisible();
        }
        await check(page, path);
      }
      // The landing's mobile menu, open.
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForTimeout(300);
      await check(page, '/ (mobile menu open)');
    });

    test(`signed-in pages and their dialogs (${theme})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await signIn(page, await registerViaApi(request));
      for (const path of APP) {
        await open(page, path);
        await check(page, path);
      }

      await open(page, '/credits');
      await page.getByRole('button', { name: 'Purchase Credits' }).click();
      const purchase = page.getByRole('dialog', { name: 'Purchase Credits' });
      await expect(purchase.getByRole('article')).toHaveCount(4);
      await check(page, '/credits (purchase modal)');
      await purchase.getByRole('button', { name: 'Buy Starter Pack' }).click();
      await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toBeVisible();
      await check(page, '/credits (sandbox checkout)');

      await open(page, '/api-keys');
      await page.getByRole('button', { name: 'Create API Key' }).first().click();
      const create = page.getByRole('dialog', { name: 'Create API Key' });
      await expect(create).toBeVisible();
      await check(page, '/api-keys (create modal)');
      await create.getByLabel('Name').fill('Shopify store');
      await create.getByRole('button', { name: 'Create API Key' }).click();
      await expect(page.getByRole('dialog', { name: 'API Key Created' })).toBeVisible();
      await check(page, '/api-keys (key created modal)');

      await open(page, '/profile');
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await check(page, 'user menu open');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, '/profile (delete account dialog)');

      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, '/dashboard');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.waitForTimeout(300);
      await check(page, '/dashboard (mobile navigation open)');
    });

    // Studio and gallery are checked on their own, so their state is visible at a glance.
    for (const path of ['/studio', '/gallery']) {
      test(`${path} (${theme})`, async ({ page, request }) => {
        await signIn(page, await registerViaApi(request));
        await open(page, path);
        await check(page, path);
      });
    }
  });
}

/*
 * Studio and gallery with content: one real generation (local engine) and one that fails fast,
 * then both themes on the studio with two uploaded photos, the gallery grid and the view dialog.
 */
const fixtures = fileURLToPath(new URL('../../../packages/tryon/test/fixtures/', import.meta.url));

test('studio and gallery with generations, both themes', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { account, headers } = await registerWithToken(request, 'a11y-tryon');
  const garmentPng = await sharp(readFileSync(join(fixtures, 'garment_01_fashn_top.webp')))
    .png()
    .toBuffer();
  const blankPng = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const person = await uploadImage(
    request,
    headers,
    'vton-persons',
    'person.jpg',
    'image/jpeg',
    readFileSync(join(fixtures, 'person_01_fashn_model.jpg')),
  );
  const garment = await uploadImage(
    request,
    headers,
    'vton-garments',
    'garment.png',
    'image/png',
    garmentPng,
  );
  const blank = await uploadImage(
    request,
    headers,
    'vton-garments',
    'blank.png',
    'image/png',
    blankPng,
  );
  const generate = async (garmentImageUrl: string) => {
    const res = await request.post('/v1/vton/generate', {
      headers,
      data: { personImageUrl: person, garmentImageUrl },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  // A blank garment fails fast; the real pair completes.
  await generate(blank);
  const id = await generate(garment);
  const statusOf = async () =>
    (
      (await (await request.get(`/v1/vton/status/${id}`, { headers })).json()) as {
        data: { status: string };
      }
    ).data.status;
  await expect.poll(statusOf, { timeout: 200_000, intervals: [1000] }).toMatch(/COMPLETED|FAILED/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, account);
  for (const theme of THEMES) {
    await page.evaluate((t) => localStorage.setItem('drape-theme-app', t), theme);
    await open(page, '/studio');
    await page
      .getByTestId('person-upload-input')
      .setInputFiles(join(fixtures, 'person_01_fashn_model.jpg'));
    await page
      .getByTestId('garment-upload-input')
      .setInputFiles({ name: 'garment.png', mimeType: 'image/png', buffer: garmentPng });
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    await check(page, `/studio with two photos (${theme})`);

    await open(page, '/gallery');
    await expect(page.getByTestId('gallery-item')).toHaveCount(2);
    await expect(page.getByTestId('gallery-item').getByRole('img').first()).toBeVisible();
    await check(page, `/gallery grid (${theme})`);
    await page.getByTestId('gallery-item').first().getByRole('checkbox').check();
    await check(page, `/gallery with a selection (${theme})`);
    const view = page
      .getByTestId('gallery-item')
      .getByRole('button', { name: /^View / })
      .first();
    if (await view.count()) {
      await view.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await check(page, `/gallery view dialog (${theme})`);
      const compare = page.getByRole('dialog').getByRole('button', { name: 'Before / after' });
      if (await compare.count()) {
        await expect(compare).toBeEnabled();
        await compare.click();
        await page.getByRole('slider', { name: 'Before and after divider' }).focus();
        await check(page, `/gallery view dialog, before / after (${theme})`);
      }
      await page.keyboard.press('Escape');
    }
  }
});

test('the axe scan reports what it is shown: an image without alt text, a nameless button', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>t</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );
  const ids = (await axeViolations(page)).map((v) => v.id).sort();
  expect(ids).toEqual(['button-name', 'image-alt']);
});
