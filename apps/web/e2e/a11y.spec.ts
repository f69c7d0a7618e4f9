import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signIn } from './helpers';

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
  const result = await new AxeBuilder({ page }).analyze();
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
