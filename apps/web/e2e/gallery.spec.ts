import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerWithToken, signIn, uploadImage } from './helpers';

/*
 * The gallery against the real server and the real local engine. Generations are created through
 * the API (upload + generate with the user's token) to keep the file fast: ONE real try-on that
 * completes (the fixture pair) and TWO that fail fast (a blank garment, refused by the engine with
 * BLANK_GARMENT and refunded). The worker runs them one after the other, so while the first is
 * PROCESSING the other two are PENDING.
 */
const fixtures = fileURLToPath(new URL('../../../packages/tryon/test/fixtures/', import.meta.url));
type Status = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

async function generate(
  request: APIRequestContext,
  headers: Record<string, string>,
  personImageUrl: string,
  garmentImageUrl: string,
) {
  const res = await request.post('/v1/vton/generate', {
    headers,
    data: { personImageUrl, garmentImageUrl },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function statusOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
): Promise<Status> {
  const res = await request.get(`/v1/vton/status/${id}`, { headers });
  return ((await res.json()) as { data: { status: Status } }).data.status;
}

const cards = (page: Page) => page.getByTestId('gallery-item');
const card = (page: Page, id: string) =>
  page.locator(`[data-testid="gallery-item"][data-id="${id}"]`);
const ids = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));

test('gallery: filter, sort, search, pages, view, download, delete and bulk delete', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { account, headers } = await registerWithToken(request, 'gallery');
  // Signed in first, so the gallery is on screen while the queued items are still running.
  await signIn(page, account);
  await page.goto('/gallery');
  await expect(page.getByText('No try-ons yet')).toBeVisible();
  const person = await uploadImage(
    request,
    headers,
    'vton-persons',
    'person.jpg',
    'image/jpeg',
    readFileSync(join(fixtures, 'person_01_fashn_model.jpg')),
  );
  // A garment the engine has not seen (its analysis cache is keyed by content), so the real
  // try-on takes long enough for the two items behind it to be seen PENDING.
  const garmentPng = await sharp(readFileSync(join(fixtures, 'garment_01_fashn_top.webp')))
    .resize({ width: 700 + Math.floor(Math.random() * 60) })
    .png()
    .toBuffer();
  const garment = await uploadImage(
    request,
    headers,
    'vton-garments',
    'garment.png',
    'image/png',
    garmentPng,
  );
  const blankPng = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const blank = await uploadImage(
    request,
    headers,
    'vton-garments',
    'blank.png',
    'image/png',
    blankPng,
  );
  const done = await generate(request, headers, person, garment);
  const failedA = await generate(request, headers, person, blank);
  const failedB = await generate(request, headers, person, blank);

  const filter = page.getByLabel('Filter by status');

  await test.step('pending/processing filters show running items with their badge', async () => {
    // The queue moves on by itself: pick the filter from the item's status right now and retry
    // if it changed meanwhile. Both failing items wait behind the real try-on.
    // Straight to the filter (no reload): the window is a few seconds.
    await expect(async () => {
      const now = await statusOf(request, headers, failedB);
      if (now !== 'PENDING' && now !== 'PROCESSING') return; // finished: nothing left to show
      await filter.selectOption(now.toLowerCase());
      await expect(card(page, failedB)).toBeVisible({ timeout: 3_000 });
      await expect(card(page, failedB).getByText(now.toLowerCase(), { exact: true })).toBeVisible({
        timeout: 1_000,
      });
      for (const item of await cards(page).all())
        await expect(item.getByText(now.toLowerCase(), { exact: true })).toBeVisible({
          timeout: 1_000,
        });
      // A running item cannot be selected or deleted yet.
      await expect(
        card(page, failedB).getByRole('button', { name: `Delete ${failedB}` }),
      ).toBeDisabled({ timeout: 1_000 });
      await expect(card(page, failedB).getByRole('checkbox')).toBeDisabled({ timeout: 1_000 });
      test.info().annotations.push({
        type: 'running-filter',
        description: `checked the ${now.toLowerCase()} filter`,
      });
    }).toPass({ timeout: 30_000 });
  });

  await test.step('all three finish; the gallery refreshes on its own', async () => {
    await filter.selectOption('all');
    await expect(cards(page)).toHaveCount(3);
    await expect(card(page, done).getByText('completed', { exact: true })).toBeVisible({
      timeout: 180_000,
    });
    await expect(card(page, failedA).getByText('failed', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(card(page, failedB).getByText('failed', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    // A thumbnail, not the full image, is shown in the grid.
    const thumb = card(page, done).getByRole('img', { name: `Try-on ${done.slice(0, 8)}` });
    await expect(thumb).toBeVisible();
    const natural = await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(natural).toBeGreaterThan(0);
    expect(natural).toBeLessThan(768);
  });

  await test.step('filter', async () => {
    await filter.selectOption('completed');
    await expect.poll(() => ids(page)).toEqual([done]);
    await filter.selectOption('failed');
    await expect.poll(async () => (await ids(page)).sort()).toEqual([failedA, failedB].sort());
    for (const empty of ['processing', 'pending']) {
      await filter.selectOption(empty);
      await expect(page.getByText('No results match')).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    }
    await filter.selectOption('all');
    await expect(cards(page)).toHaveCount(3);
  });

  await test.step('sort newest/oldest', async () => {
    await expect.poll(() => ids(page)).toEqual([failedB, failedA, done]);
    await page.getByLabel('Sort').selectOption('oldest');
    await expect.poll(() => ids(page)).toEqual([done, failedA, failedB]);
    await page.getByLabel('Sort').selectOption('newest');
    await expect.poll(() => ids(page)).toEqual([failedB, failedA, done]);
  });

  await test.step('search by id', async () => {
    const search = page.getByPlaceholder('Search by title, SKU or id');
    await search.fill(failedA.slice(0, 8));
    await expect.poll(() => ids(page)).toEqual([failedA]);
    await search.fill('ffffffff-0000');
    await expect(page.getByText('No results match')).toBeVisible();
    await search.fill('');
    await expect(cards(page)).toHaveCount(3);
  });

  await test.step('pages (the real server paginating with one item per page)', async () => {
    // Twelve items a page would need 13 slow generations; the page size is the one thing changed.
    await page.route('**/v1/vton/list?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '1');
      return route.continue({ url: url.toString() });
    });
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toContainText('Page 1 of 3 · 3 items');
    await expect.poll(() => ids(page)).toEqual([failedB]);
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(nav).toContainText('Page 2 of 3');
    await expect.poll(() => ids(page)).toEqual([failedA]);
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => ids(page)).toEqual([done]);
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.unroute('**/v1/vton/list?*');
    await page.reload();
    await expect(cards(page)).toHaveCount(3);
    await expect(nav).toBeHidden();
  });

  await test.step('view a result and a failure', async () => {
    await card(page, done)
      .getByRole('button', { name: `View ${done}` })
      .click();
    const viewer = page.getByRole('dialog', { name: 'VTON result' });
    for (const name of ['Person', 'Garment', 'Result'])
      await expect(viewer.getByRole('img', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await card(page, failedA)
      .getByRole('button', { name: `View ${failedA}` })
      .click();
    await expect(
      viewer.getByText(
        'The garment photo looks blank. Please upload a photo that shows the garment.',
      ),
    ).toBeVisible();
    await expect(viewer.getByText('failed', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('download', async () => {
    await expect(
      card(page, failedA).getByRole('button', { name: `Download ${failedA}` }),
    ).toBeDisabled();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, done)
        .getByRole('button', { name: `Download ${done}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`drape-tryon-${done}.png`);
    const bytes = readFileSync(await download.path());
    expect((await sharp(bytes).metadata()).format).toBe('png');
    await expect(page.getByText('Download Started')).toBeVisible();
  });

  await test.step('delete one (cancel first, then confirm)', async () => {
    await card(page, failedA)
      .getByRole('button', { name: `Delete ${failedA}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expect(
      confirm.getByText('Are you sure you want to delete this VTON result?', { exact: true }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(cards(page)).toHaveCount(3);
    await card(page, failedA)
      .getByRole('button', { name: `Delete ${failedA}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect.poll(() => ids(page)).toEqual([failedB, done]);
    expect((await request.get(`/v1/vton/status/${failedA}`, { headers })).status()).toBe(404);
  });

  await test.step('bulk delete', async () => {
    await card(page, done)
      .getByRole('checkbox', { name: `Select ${done}` })
      .check();
    await card(page, failedB)
      .getByRole('checkbox', { name: `Select ${failedB}` })
      .check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expect(
      confirm.getByText('Are you sure you want to delete 2 selected items?', { exact: true }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted', { exact: true }).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No try-ons yet')).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete selected/ })).toBeHidden();
    for (const id of [done, failedB])
      expect((await request.get(`/v1/vton/status/${id}`, { headers })).status()).toBe(404);
  });

  // One credit was spent: the two failures were refunded.
  const balance = await request.get('/v1/credits/balance', { headers });
  expect(await balance.json()).toEqual({ data: { balance: 2 } });
});
