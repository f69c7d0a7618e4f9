import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, registerWithToken, signIn } from './helpers';

/*
 * Small visible things a new user noticed (issue 13 #12) that only a real layout engine shows:
 * words broken mid-way, a page column off by some pixels, a heading in the wrong face.
 */

/** Words (runs of letters, digits, braces) in `selector` that the browser split over two lines. */
function findBrokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const broken: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[\w{}-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test('docs step cards never break a word', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/docs');
    await expect(page.getByRole('heading', { name: 'Quickstart' })).toBeVisible();
    expect(await findBrokenWords(page, 'main ol li'), `at ${width}px`).toEqual([]);
  }
});

test('Profile lines up with the other pages', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  const headingLeft = async (path: string) => {
    await page.goto(path);
    return (await page.getByRole('heading', { level: 1 }).boundingBox())!.x;
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  const dashboard = await headingLeft('/dashboard');
  expect(await headingLeft('/profile')).toBeCloseTo(dashboard, 0);
  expect(await headingLeft('/credits')).toBeCloseTo(dashboard, 0);
});

test('the 404 heading uses the display face of the public pages', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  const legal = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h) => getComputedStyle(h).fontFamily);
  await page.goto('/no-such-page');
  const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toBe(legal);
});

test('the API-keys sort box is drawn like the gallery sort box', async ({ page, request }) => {
  const { account, headers } = await registerWithToken(request);
  const made = await request.post('/v1/apikeys/generate', { headers, data: { name: 'Sync' } });
  expect(made.status(), await made.text()).toBe(201);
  await signIn(page, account);
  const looks = async (path: string, name: string) => {
    await page.goto(path);
    return page.getByRole('combobox', { name }).evaluate((el) => {
      const s = getComputedStyle(el);
      const chevron = el.parentElement?.querySelector('svg') !== null;
      return [s.appearance, s.height, s.borderRadius, s.borderColor, s.fontSize, chevron];
    });
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await looks('/api-keys', 'Sort API keys')).toEqual(await looks('/gallery', 'Sort'));
});
