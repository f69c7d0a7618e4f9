import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerViaApi, signIn } from './helpers';

test('/docs renders the quickstart and the API reference from /v1/openapi.json', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
  await expect(page.getByText('API Documentation - Coming Soon')).toHaveCount(0);

  // Quickstart: both executable examples.
  await expect(page.getByText('X-API-Key: $KEY').first()).toBeVisible();
  await page.getByRole('tab', { name: 'TypeScript' }).click();
  await expect(page.getByText("await call<{ id: string }>('/v1/vton/generate'")).toBeVisible();
  await expect(page.getByText('eslint-disable')).toHaveCount(0);

  // Reference: grouped by tag, every operation of the document is listed.
  const doc = (await (await request.get('/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const count = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  await expect(page.locator('details')).toHaveCount(count);
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys).toBeVisible();
  const generate = keys.locator('details').filter({ hasText: '/v1/apikeys/generate' });
  await generate.locator('summary').click();
  await expect(generate.getByText('Request body · application/json')).toBeVisible();
  await expect(generate.getByText('expiresInDays')).toBeVisible();
  await expect(generate.getByText('≤ 1000000').first()).toBeVisible();
  await expect(
    keys
      .locator('details')
      .filter({ hasText: '/v1/apikeys/current' })
      .getByText('API key or token'),
  ).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [375, 1440]) {
    test(`docs screens ${theme} ${width}px @screens`, async ({ page, request }) => {
      const out = join(import.meta.dirname, '..', '.tmp', 'screens');
      mkdirSync(out, { recursive: true });
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.addInitScript((t) => localStorage.setItem('drape-theme-app', t), theme);
      await signIn(page, await registerViaApi(request));
      await page.goto('/docs');
      await expect(page.locator('details').first()).toBeVisible();
      await page
        .locator('details')
        .filter({ hasText: '/v1/apikeys/generate' })
        .locator('summary')
        .click();
      await page.screenshot({ path: join(out, `docs-top-${theme}-${width}.png`) });
      await page.getByRole('region', { name: 'API keys' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(out, `docs-reference-${theme}-${width}.png`) });
    });
  }
}
