import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerViaApi, signIn } from './helpers';
import { axeViolations } from './axe';

const fixtures = fileURLToPath(new URL('../../../packages/tryon/test/fixtures/', import.meta.url));
// Screenshots only when asked: SHOTS_DIR=/some/dir node scripts/e2e.mjs apps/web/e2e/photoshoots.spec.ts
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Entry names of a ZIP, read from its central directory (no unzip library needed). */
function zipEntries(zip: Buffer): string[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd, 'end of central directory').toBeGreaterThan(0);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

async function seriousViolations(page: Page) {
  const result = { violations: await axeViolations(page) };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe in both themes on each photoshoot screen; screenshots at 375 and 1440 px when asked. */
async function checkScreens(page: Page, screens: readonly (readonly [string, string])[]) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('drape-theme-app', t), theme);
    for (const [name, path] of screens) {
      for (const width of SHOTS_DIR ? [375, 1440] : [1440]) {
        await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (width === 1440)
          expect.soft(await seriousViolations(page), `${path} ${theme}`).toEqual([]);
        if (SHOTS_DIR) {
          mkdirSync(SHOTS_DIR, { recursive: true });
          const file = join(SHOTS_DIR, `${name}-${theme}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
      }
    }
  }
}

/** An open dialog in both themes (the class the theme store sets): axe, and screenshots. */
async function checkDialog(page: Page, name: string) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    // Colour transitions run after the switch: axe must see the settled colours, not a blend.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect.soft(await seriousViolations(page), `${name} ${theme}`).toEqual([]);
    for (const width of SHOTS_DIR ? [375, 1440] : []) {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.screenshot({ path: join(SHOTS_DIR!, `${name}-${theme}-${width}.png`) });
    }
  }
}

// The real server and the real local engine: a model and a backdrop of the brand's own, a
// 2-image shoot followed live, the album, and the ZIP with its entries.
test('photoshoot: add a model and a backdrop, run a shoot, watch it, download the ZIP', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(page, await registerViaApi(request));

  await page.getByRole('link', { name: 'Photoshoots' }).click();
  await expect(page.getByRole('heading', { name: 'Photoshoots', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Photoshoots' })
    .getByRole('link', { name: 'Models' })
    .click();
  // The first listing analyses the starter model photo once (the engine loads its models).
  await expect(page.getByTestId('model-card').filter({ hasText: 'Starter' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(
    page.getByText(
      'This deployment uses your model library. AI-generated models need a GPU engine (FASHN).',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a model' });
  await expect(dialog.getByText('plain saree, lehenga or kurta')).toBeVisible();
  await dialog.getByLabel('Model photo').setInputFiles(join(fixtures, 'person_01_fashn_model.jpg'));
  const analysis = dialog.getByRole('region', { name: 'Photo analysis' });
  await expect(analysis).toBeVisible({ timeout: 60_000 });
  await expect(analysis.getByText('Framing')).toBeVisible();
  await checkDialog(page, 'add-model');
  await dialog.getByLabel('Name').fill('Meera');
  await dialog.getByLabel('Labels').fill('studio, tall');
  await dialog.getByRole('button', { name: 'Save model' }).click();
  await expect(dialog.getByText("Please confirm you have this person's permission")).toBeVisible();
  await dialog.getByLabel("I have this person's permission to use their likeness").check();
  await dialog.getByRole('button', { name: 'Save model' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('model-card').filter({ hasText: 'Meera' })).toBeVisible();
  await page.getByRole('button', { name: 'tall' }).click();
  await expect(page.getByTestId('model-card')).toHaveCount(1);

  await page.goto('/photoshoots/backdrops');
  await expect(
    page.getByRole('region', { name: 'Heritage scenes' }).getByTestId('backdrop-card').first(),
  ).toBeVisible();
  const wall = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#b7794f' },
  })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Name').fill('Our courtyard');
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'courtyard.jpg', mimeType: 'image/jpeg', buffer: wall });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('region', { name: 'Your backdrops' }).getByText('Our courtyard'),
  ).toBeVisible();

  await page.goto('/photoshoots/new');
  const garment = await sharp(readFileSync(join(fixtures, 'garment_01_fashn_top.webp')))
    .png()
    .toBuffer();
  await page
    .getByTestId('garment-files')
    .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: garment });
  await page.getByLabel('Garment 1 SKU').fill('KUR-7');
  await page.getByRole('list', { name: 'Models' }).getByRole('button', { name: /Meera/ }).click();
  await page
    .getByRole('list', { name: 'Backdrops' })
    .getByRole('button', { name: /Our courtyard/ })
    .click();
  await page.getByLabel('Full length').uncheck();
  await expect(page.getByTestId('shoot-total')).toHaveText('2 images · 2 credits');
  await page.getByRole('button', { name: 'Start photoshoot · 2 credits' }).click();

  await expect(page).toHaveURL(/\/photoshoots\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('progressbar', { name: 'Photoshoot progress' })).toBeVisible();
  await expect(page.getByTestId('shoot-counts')).toHaveText('2 of 2 done', { timeout: 240_000 });
  const album = page.getByRole('region', { name: 'SKU KUR-7' });
  await expect(album.getByTestId('album-image')).toHaveCount(2);
  await expect(album.getByRole('img', { name: /Meera · Our courtyard · Close-up/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  const zip = readFileSync((await download.path())!);
  expect(zipEntries(zip).sort()).toEqual([
    'KUR-7/meera-our-courtyard-close-up.jpg',
    'KUR-7/meera-our-courtyard-three-quarter.jpg',
    'manifest.csv',
  ]);

  await checkScreens(page, [
    ['shoots', '/photoshoots'],
    ['new-shoot', '/photoshoots/new'],
    ['models', '/photoshoots/models'],
    ['backdrops', '/photoshoots/backdrops'],
    ['album', page.url().replace(/^https?:\/\/[^/]+/, '')],
  ]);

  // Deleting the whole shoot asks first; Cancel keeps it, Delete removes it and its album.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photoshoot?' });
  await expect(confirm).toContainText('All 2 images');
  await checkDialog(page, 'delete-shoot');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/photoshoots$/);
  await expect(page.getByText('Photoshoot deleted')).toBeVisible();
  await page.goto('/photoshoots/models');
  await page.getByRole('button', { name: 'Delete Meera' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete this model?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('model-card').filter({ hasText: 'Meera' })).toBeVisible();
});
