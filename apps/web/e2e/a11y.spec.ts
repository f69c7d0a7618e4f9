import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signIn } from './helpers';

const PUBLIC = ['/login', '/register', '/reset-password', '/reset-password?token=example'];
// /docs belongs to the API engineer's page now; its own spec covers it.
const APP = ['/dashboard', '/profile'];

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 160)}`).slice(0, 3).join(', ')}`);
}

for (const theme of ['dark', 'light'] as const) {
  test(`no serious or critical axe violations on the sign-in screens and app pages (${theme})`, async ({ page, request }) => {
    await page.addInitScript((t) => {
      localStorage.setItem('drape-theme-app', t);
      localStorage.setItem('drape-theme-landing', t);
    }, theme);
    for (const path of PUBLIC) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    const account = await registerViaApi(request);
    await signIn(page, account);
    for (const path of APP) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
