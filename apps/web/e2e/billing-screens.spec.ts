import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buyPack, registerWithToken, signIn } from './helpers';

/*
 * Screenshots of the screens issue 13 §11 and §12 touched, at 375px and 1440px in both themes,
 * into apps/web/.tmp/screens. Run: SCREENS=1 node scripts/e2e.mjs --grep @billing-screens
 */
const OUT = join(import.meta.dirname, '..', '.tmp', 'screens');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of [375, 1440]) {
    test(`billing and small fixes ${theme} ${width}px @screens @billing-screens`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((t) => {
        localStorage.setItem('drape-theme-app', t);
        localStorage.setItem('drape-theme-landing', t);
      }, theme);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: join(OUT, `${name}-${theme}-${width}.png`), fullPage });

      const { account, headers } = await registerWithToken(request, 'shots-billing');
      const orderId = await buyPack(request, headers);
      const key = await request.post('/v1/apikeys/generate', { headers, data: { name: 'Sync' } });
      expect(key.status()).toBe(201);
      await signIn(page, account);

      await page.goto('/profile');
      await page.getByLabel('GSTIN (optional)').fill('29ABCDE');
      await page.getByRole('button', { name: 'Save Billing Details' }).click();
      await expect(page.getByText(/GSTIN must be 15 characters/)).toBeVisible();
      await settle(page);
      await page
        .locator('#billing')
        .screenshot({ path: join(OUT, `profile-billing-${theme}-${width}.png`) });
      await page.getByRole('button', { name: `Invoice for order ${orderId}` }).click();
      await expect(page.getByText('Invoice Unavailable')).toBeVisible();
      await shot('profile-invoice-unavailable', false);
      await shot('profile-full');

      await page.goto('/credits');
      await expect(
        page.getByRole('button', { name: `Invoice for order ${orderId}` }),
      ).toBeVisible();
      await settle(page);
      await shot('credits-invoice');

      await page.goto('/api-keys');
      await expect(page.getByRole('combobox', { name: 'Sort API keys' })).toBeVisible();
      await settle(page);
      await shot('api-keys-sort');
      await page
        .getByRole('button', { name: /Delete/ })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Delete API Key' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText('Key Deleted')).toBeVisible();
      await shot('api-keys-deleted-toast', false);

      await page.goto('/gallery');
      await expect(page.getByRole('combobox', { name: 'Sort' })).toBeVisible();
      await settle(page);
      await shot('gallery-toolbar');
      await page.goto('/docs');
      await expect(page.getByRole('heading', { name: 'Quickstart' })).toBeVisible();
      await settle(page);
      await shot('docs-steps');
      await page.goto('/no-such-page');
      await settle(page);
      await shot('not-found');
      if (width < 1024) {
        await page.goto('/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await settle(page);
        await shot('landing-menu-open', false);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
        await shot('landing-menu-escaped', false);
      }
    });
  }
}
