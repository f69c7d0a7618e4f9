import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerViaApi, signIn } from './helpers';

/*
 * Screenshots of every screen of the app frame at 375px and 1440px, in both themes, written to
 * apps/web/.tmp/screens (git-ignored). Run: SCREENS=1 node scripts/e2e.mjs --grep @screens
 */
const OUT = join(import.meta.dirname, '..', '.tmp', 'screens');
const PUBLIC = [
  ['landing', '/'],
  ['privacy', '/privacy-policy'],
  ['ai-policy', '/ai-policy'],
  ['terms', '/terms-and-conditions'],
  ['deck', '/deck'],
  ['login', '/login'],
  ['register', '/register'],
  ['reset', '/reset-password'],
  ['reset-token', '/reset-password?token=example'],
  ['not-found', '/no-such-page'],
] as const;
const APP = [
  ['dashboard', '/dashboard'],
  ['profile', '/profile'],
  ['docs', '/docs'],
  ['api-keys', '/api-keys'],
  ['credits', '/credits'],
  ['studio', '/studio'],
  ['gallery', '/gallery'],
] as const;

for (const theme of ['dark', 'light'] as const) {
  for (const width of [375, 1440]) {
    test(`screens ${theme} ${width}px @screens`, async ({ page, request }) => {
      test.setTimeout(120_000);
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      // Reduced motion: the landing's fade-in sections are shown at once in a full-page capture.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((t) => {
        localStorage.setItem('drape-theme-app', t);
        localStorage.setItem('drape-theme-landing', t);
      }, theme);
      const shot = (name: string) =>
        page.screenshot({ path: join(OUT, `${name}-${theme}-${width}.png`), fullPage: true });
      for (const [name, path] of PUBLIC) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/') await expect(page.locator('footer')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shot(name);
      }
      const account = await registerViaApi(request);
      await signIn(page, account);
      for (const [name, path] of APP) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shot(name);
      }
      if (width < 1024) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(OUT, `sidebar-${theme}-${width}.png`) });
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Open user menu' }).click();
        await page.screenshot({ path: join(OUT, `user-menu-${theme}-${width}.png`) });
        await page.keyboard.press('Escape');
      }
      await page.goto('/credits');
      await page.getByRole('button', { name: 'Purchase Credits' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Purchase Credits' }).getByRole('article'),
      ).toHaveCount(4);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `purchase-modal-${theme}-${width}.png`) });
      await page.goto('/api-keys');
      await page.getByRole('button', { name: 'Create API Key' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Create API Key' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `create-key-modal-${theme}-${width}.png`) });
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByLabel('Type DELETE to confirm').fill('DELETE');
      await page.getByRole('button', { name: 'Continue to Delete' }).click();
      await page.screenshot({ path: join(OUT, `delete-modal-${theme}-${width}.png`) });
    });
  }
}
