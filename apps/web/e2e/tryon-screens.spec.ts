import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerWithToken, signIn, signOut, uploadImage, type TestAccount } from './helpers';

/*
 * Screenshots of /studio (empty, both uploaded, generating with a stage, result) and /gallery
 * (grid, filter, empty) at 375px and 1440px in both themes, into apps/web/.tmp/screens.
 * Run: SCREENS=1 node scripts/e2e.mjs --grep @tryon-screens
 * One real generation is made (and one that fails fast); the studio's "generating" and "result"
 * states replay that real generation's rows, so each screenshot does not cost a new try-on.
 */
const OUT = join(import.meta.dirname, '..', '.tmp', 'screens');
const fixtures = fileURLToPath(new URL('../../../packages/tryon/test/fixtures/', import.meta.url));

interface Row {
  id: string;
  status: string;
  stage: string | null;
  [k: string]: unknown;
}

let owner: TestAccount;
let empty: TestAccount;
let completed: Row;
const garmentPng = () =>
  sharp(readFileSync(join(fixtures, 'garment_01_fashn_top.webp')))
    .png()
    .toBuffer();

test.describe.serial('try-on screens @screens @tryon-screens', () => {
  test.beforeAll(async ({ playwright }, info) => {
    test.setTimeout(240_000);
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const user = await registerWithToken(request, 'shots');
    owner = user.account;
    empty = (await registerWithToken(request, 'shots-empty')).account;
    const person = await uploadImage(
      request,
      user.headers,
      'vton-persons',
      'person.jpg',
      'image/jpeg',
      readFileSync(join(fixtures, 'person_01_fashn_model.jpg')),
    );
    const garment = await uploadImage(
      request,
      user.headers,
      'vton-garments',
      'garment.png',
      'image/png',
      await garmentPng(),
    );
    const blank = await uploadImage(
      request,
      user.headers,
      'vton-garments',
      'blank.png',
      'image/png',
      await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    const gen = async (g: string) => {
      const res = await request.post('/v1/vton/generate', {
        headers: user.headers,
        data: { personImageUrl: person, garmentImageUrl: g },
      });
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    await gen(blank);
    const id = await gen(garment);
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(`/v1/vton/status/${id}`, { headers: user.headers })
            ).json()) as { data: Row }
          ).data.status,
        { timeout: 200_000, intervals: [1000] },
      )
      .toBe('COMPLETED');
    completed = (
      (await (await request.get(`/v1/vton/status/${id}`, { headers: user.headers })).json()) as {
        data: Row;
      }
    ).data;
    await request.dispose();
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const width of [375, 1440]) {
      test(`studio and gallery ${theme} ${width}px`, async ({ page }) => {
        test.setTimeout(120_000);
        mkdirSync(OUT, { recursive: true });
        await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
        await page.addInitScript((t) => localStorage.setItem('drape-theme-app', t), theme);
        const shot = (name: string, fullPage = true) =>
          page.screenshot({ path: join(OUT, `${name}-${theme}-${width}.png`), fullPage });
        await signIn(page, owner);

        await page.goto('/studio');
        await expect(page.getByRole('heading', { name: 'VTON Studio', level: 1 })).toBeVisible();
        await shot('studio-empty');
        await page
          .getByTestId('person-upload-input')
          .setInputFiles(join(fixtures, 'person_01_fashn_model.jpg'));
        await page.getByTestId('garment-upload-input').setInputFiles({
          name: 'garment.png',
          mimeType: 'image/png',
          buffer: await garmentPng(),
        });
        await expect(page.getByText('Uploaded')).toHaveCount(2);
        await shot('studio-uploaded');

        // Replay the real generation: first PROCESSING at the fitting stage, then COMPLETED.
        let phase: 'processing' | 'completed' = 'processing';
        // The result carries the engine's quality report with a warning, as a doubtful one would.
        const withFindings = {
          ...completed,
          quality: {
            confidence: 0.62,
            mode: 'replace',
            category: 'upper',
            garmentPhotoType: 'flat-lay',
            ...(completed.quality as object | null),
            findings: [
              {
                code: 'sleeve-length',
                severity: 'warning',
                message: 'Sleeves may be shorter than in the garment photo',
              },
              {
                code: 'fabric-synthesised',
                severity: 'info',
                message: 'Hidden parts of the garment were synthesised from its fabric',
              },
            ],
          },
        };
        const row = () =>
          phase === 'processing'
            ? { ...completed, status: 'PROCESSING', stage: 'fitting', resultImageUrl: null }
            : withFindings;
        await page.route('**/v1/vton/generate', (r) =>
          r.fulfill({
            status: 201,
            json: { data: { id: completed.id, userId: completed.userId, status: 'PENDING' } },
          }),
        );
        await page.route(`**/v1/vton/${completed.id}/events`, (r) =>
          r.fulfill({
            status: 200,
            contentType: 'text/event-stream',
            body: `event: status\ndata: ${JSON.stringify(row())}\n\n`,
          }),
        );
        await page.route(`**/v1/vton/status/${completed.id}`, (r) =>
          r.fulfill({ json: { data: row() } }),
        );
        await page.getByRole('button', { name: 'Generate' }).click();
        await expect(page.getByTestId('generation-stage')).toHaveText('Fitting the garment');
        await shot('studio-generating');
        phase = 'completed';
        await expect(
          page.getByTestId('generation-result').getByRole('img', { name: 'Try-on result' }),
        ).toBeVisible({ timeout: 15_000 });
        await page.waitForTimeout(300);
        await expect(page.getByTestId('quality-findings')).toBeVisible();
        await shot('studio-result');
        await page.getByRole('button', { name: 'Not happy with this result?' }).click();
        await expect(
          page.getByRole('dialog', { name: 'Not happy with this result?' }),
        ).toBeVisible();
        await page.waitForTimeout(300);
        await shot('not-happy-dialog', false);
        await page.keyboard.press('Escape');

        await page.goto('/gallery');
        await expect(page.getByTestId('gallery-item')).toHaveCount(2);
        await expect(page.getByTestId('gallery-item').getByRole('img').first()).toBeVisible();
        await page.waitForTimeout(300);
        await shot('gallery-grid');
        await page.getByLabel('Filter by status').selectOption('failed');
        await expect(page.getByTestId('gallery-item')).toHaveCount(1);
        await shot('gallery-filter-failed');
        await page.getByLabel('Filter by status').selectOption('completed');
        await page.getByTestId('gallery-item').first().getByRole('checkbox').check();
        await shot('gallery-selected', false);
        await page
          .getByTestId('gallery-item')
          .first()
          .getByRole('button', { name: /^View / })
          .click();
        await expect(
          page.getByRole('dialog', { name: 'VTON result' }).getByRole('img', { name: 'Result' }),
        ).toBeVisible();
        await page.waitForTimeout(300);
        await shot('gallery-view', false);
        await page.keyboard.press('Escape');
        await signOutAndIn(page, empty);
        await page.goto('/gallery');
        await expect(page.getByText('No try-ons yet')).toBeVisible();
        await shot('gallery-empty');
      });
    }
  }
});

async function signOutAndIn(page: Page, account: TestAccount) {
  await signOut(page);
  await signIn(page, account);
}
