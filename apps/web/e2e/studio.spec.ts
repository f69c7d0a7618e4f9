import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { startExtraServer, type ExtraServer } from './extra-server';
import { newAccount, registerViaApi, signIn } from './helpers';

const fixtures = fileURLToPath(new URL('../../../packages/tryon/test/fixtures/', import.meta.url));

// The real server runs the real local engine: upload both, generate, see the result, find it in
// the gallery, download it, delete it.
test('studio → gallery: upload both photos, generate, download, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'VTON Studio', level: 1 })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();

  const garmentPng = await sharp(readFileSync(join(fixtures, 'garment_01_fashn_top.webp')))
    .png()
    .toBuffer();
  await page
    .getByTestId('person-upload-input')
    .setInputFiles(join(fixtures, 'person_01_fashn_model.jpg'));
  await page
    .getByTestId('garment-upload-input')
    .setInputFiles({ name: 'garment.png', mimeType: 'image/png', buffer: garmentPng });
  await expect(page.getByTestId('person-upload').getByText('Uploaded')).toBeVisible();
  await expect(page.getByTestId('garment-upload').getByText('Uploaded')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText('3');
  await page.getByLabel('Garment type').selectOption({ label: 'Top / kurta' });
  await page.getByLabel('Garment photo').selectOption({ label: 'Flat lay' });
  await page.getByLabel('Title (optional)').fill('Chikankari kurta');
  await page.getByLabel('SKU (optional)').fill('KUR-101');

  const [generateRequest] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/v1/vton/generate') && r.method() === 'POST'),
    generate.click(),
  ]);
  expect(generateRequest.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(generateRequest.postDataJSON()).toMatchObject({
    category: 'upper',
    garmentPhotoType: 'flat-lay',
    title: 'Chikankari kurta',
    sku: 'KUR-101',
  });
  await expect(page.getByTestId('generation-status')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText('2');
  const result = page.getByTestId('generation-result');
  await expect(result).toBeVisible({ timeout: 150_000 });
  await expect(result.getByRole('img', { name: 'Try-on result' })).toBeVisible();
  await expect(result.getByText('Chikankari kurta · SKU KUR-101')).toBeVisible();
  await expect(result.getByTestId('quality-findings')).toContainText('Top / kurta');
  const id =
    (await result.getByText(/^Request /).textContent())?.replace('Request ', '').trim() ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`drape-tryon-${id}.png`);
  await expect(page.getByText('Download Started')).toBeVisible();

  await page.getByRole('button', { name: 'New Generation' }).click();
  await expect(
    page.getByTestId('person-upload').getByText('Drag and drop, or click to choose'),
  ).toBeVisible();
  await expect(generate).toBeDisabled();

  await page.goto('/gallery');
  const card = page.locator(`[data-testid="gallery-item"][data-id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText('completed')).toBeVisible();
  await expect(card.getByRole('img')).toBeVisible();
  await page.getByPlaceholder('Search by title, SKU or id').fill(id.slice(0, 8));
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  await page.getByPlaceholder('Search by title, SKU or id').fill('kur-101');
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  await expect(card.getByText('Chikankari kurta')).toBeVisible();
  await card.getByRole('button', { name: `View ${id}` }).click();
  const viewer = page.getByRole('dialog', { name: 'Chikankari kurta' });
  await expect(viewer.getByRole('img', { name: 'Result' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Zoom' }).click();
  await expect(viewer.getByRole('img', { name: 'Result, zoomed' })).toBeVisible();
  // "Not happy": the credit comes back and a free regeneration starts.
  await viewer.getByRole('button', { name: 'Not happy with this result?' }).click();
  const report = page.getByRole('dialog', { name: 'Not happy with this result?' });
  await report.getByRole('radio', { name: 'Wrong fit' }).check();
  await report.getByRole('button', { name: 'Refund and regenerate free' }).click();
  await expect(page.getByText('Your credit has been refunded')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText('3');
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('Search by title, SKU or id').fill(id.slice(0, 8));
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Download ${id}` }).click(),
  ]);
  expect(again.suggestedFilename()).toContain(id);
  await card.getByRole('button', { name: `Delete ${id}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(
    confirm.getByText('Are you sure you want to delete this VTON result?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('gallery-item')).toHaveCount(0);
});

// A real 402: a second server instance with TRIAL_CREDITS=0 (own port and data dir, no worker), so
// nothing is faked and no slow jobs are queued on the shared server.
test.describe('out of credits', () => {
  let extra: ExtraServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    extra = await startExtraServer({ TRIAL_CREDITS: '0' });
  });
  test.afterAll(async () => {
    await extra?.stop();
  });

  test('at 0 credits Generate is disabled, says why and links to Purchase; nothing is charged', async ({
    page,
  }) => {
    const base = extra!.url;
    const account = newAccount('broke');
    const res = await fetch(`${base}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: account.name,
        email: account.email,
        password: account.password,
      }),
    });
    expect(res.status).toBe(201);
    const token = ((await res.json()) as { data: { tokens: { access: { token: string } } } }).data
      .tokens.access.token;
    await signIn(page, account, `${base}/login`);
    await page.goto(`${base}/studio`);
    await expect(page.getByTestId('credit-balance')).toContainText('0');
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c05030' },
    })
      .png()
      .toBuffer();
    await page
      .getByTestId('person-upload-input')
      .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: png });
    await page
      .getByTestId('garment-upload-input')
      .setInputFiles({ name: 'g.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    const generate = page.getByRole('button', { name: 'Generate' });
    await expect(generate).toBeDisabled();
    await expect(
      page.getByText('You have no credits left: each generation uses 1 credit.'),
    ).toBeVisible();
    // Nothing was created or charged.
    const list = await fetch(`${base}/v1/vton/list?status=all`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await list.json()) as { data: { pagination: { total: number } } }).data.pagination.total,
    ).toBe(0);
    await page.getByRole('link', { name: 'Purchase credits' }).click();
    await expect(page).toHaveURL(/\/credits\?purchase=1$/);
    await expect(page.getByRole('dialog', { name: 'Purchase Credits' })).toBeVisible();
  });
});

test('studio refuses a non-image file with the spec message', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/studio');
  await page
    .getByTestId('person-upload-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Invalid file type. Please upload an image.')).toBeVisible();
  await page.getByTestId('person-upload-input').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a png'),
  });
  await expect(
    page.getByText(/Person image upload failed: .*JPG, PNG or WebP/).first(),
  ).toBeVisible();
});
