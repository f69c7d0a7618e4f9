import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { startExtraServer, type ExtraServer } from './extra-server';
import { buyPack, registerWithToken, signIn } from './helpers';
import { axeViolations } from './axe';

/*
 * GST invoices and billing details on the web (issue 13 §11). The shared e2e server has no seller
 * GST details, so an invoice download answers 503: the screens must say so plainly. A second
 * server with them configured serves real invoice PDFs.
 */

/** The text a pdfkit PDF shows: its Flate streams inflated, the hex strings of each TJ decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream (fonts, images)
    }
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

async function seriousViolations(page: Page) {
  const result = { violations: await axeViolations(page) };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('billing: purchases in rupees, invoice 503 explained, CSV, billing details', async ({
  page,
  request,
}) => {
  const { account, headers } = await registerWithToken(request, 'billing');
  const orderId = await buyPack(request, headers);
  await signIn(page, account);
  await page.goto('/profile');
  const billing = page.locator('#billing');
  const item = billing.getByRole('listitem').filter({ hasText: 'Popular Pack · 150 credits' });
  await expect(item.getByText('₹1,299')).toBeVisible();

  await item.getByRole('button', { name: `Invoice for order ${orderId}` }).click();
  await expect(page.getByText('Invoice Unavailable')).toBeVisible();
  await expect(page.getByText(/seller’s GST details are not configured/)).toBeVisible();

  const download = page.waitForEvent('download');
  await billing.getByRole('button', { name: 'Download Billing History' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Date,Invoice number,Pack,Credits,Amount (INR),Payment ID,Order ID',
  );
  expect(csv).toContain(`"Popular Pack",150,1299.00,`);
  expect(csv).toContain(`"${orderId}"`);

  const gstin = page.getByLabel('GSTIN (optional)');
  await gstin.fill('29ABCDE');
  await page.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(page.getByText('GSTIN must be 15 characters, e.g. 29ABCDE1234F1Z5')).toBeVisible();
  await gstin.fill('29abcde1234f1z5');
  await page.getByLabel('Legal name (optional)').fill('Kalamkari House LLP');
  await page.getByLabel('Billing address (optional)').fill('4 Brigade Road, Bengaluru');
  await page.getByLabel('State (place of supply)').selectOption({ label: 'Karnataka' });
  await page.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(page.getByText('Billing details saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('GSTIN (optional)')).toHaveValue('29ABCDE1234F1Z5');
  await expect(page.getByLabel('State (place of supply)')).toHaveValue('29');

  await page.goto('/credits');
  await expect(page.getByTestId('transaction-row')).toHaveCount(2); // trial bonus + purchase
  await expect(page.getByRole('button', { name: /^Invoice for order/ })).toHaveCount(1);
  await page.getByRole('button', { name: `Invoice for order ${orderId}` }).click();
  await expect(page.getByText('Invoice Unavailable')).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`billing screens are axe clean (${theme})`, async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((t) => localStorage.setItem('drape-theme-app', t), theme);
    const { account, headers } = await registerWithToken(request, 'billing-axe');
    const orderId = await buyPack(request, headers);
    await signIn(page, account);
    const saved = page.waitForResponse((r) => r.url().includes('/v1/invoices/billing-profile'));
    await page.goto('/profile');
    await saved;
    // The saved details fill the form once they arrive; type (again) until the form has them.
    await expect(async () => {
      await page.getByLabel('GSTIN (optional)').fill('12');
      await page.getByRole('button', { name: 'Save Billing Details' }).click({ timeout: 2_000 });
      await expect(page.getByText(/GSTIN must be 15 characters/)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('button', { name: `Invoice for order ${orderId}` }).click();
    await expect(page.getByText('Invoice Unavailable')).toBeVisible();
    expect.soft(await seriousViolations(page), '/profile').toEqual([]);
    await page.goto('/credits');
    await expect(page.getByRole('button', { name: `Invoice for order ${orderId}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect.soft(await seriousViolations(page), '/credits').toEqual([]);
  });
}

test.describe('with the seller GST details configured', () => {
  let gst: ExtraServer | undefined;
  test.beforeAll(async () => {
    gst = await startExtraServer({
      SELLER_LEGAL_NAME: 'Drape Fashion Technologies Pvt Ltd',
      SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
      SELLER_GSTIN: '29AAACD1234E1Z5',
    });
  });
  test.afterAll(async () => {
    await gst?.stop();
  });

  test('buy credits in sandbox, download the GST invoice PDF from the credits history and from Billing', async ({
    page,
  }) => {
    const base = gst!.url;
    const api = await playwrightRequest.newContext({ baseURL: base });
    const { account, headers } = await registerWithToken(api, 'invoice');
    const orderId = await buyPack(api, headers);
    await api.dispose();
    await signIn(page, account, `${base}/login`);
    const downloadPdf = async (button: ReturnType<Page['getByRole']>) => {
      const download = page.waitForEvent('download');
      await button.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^drape-invoice-.+\.pdf$/);
      return readFileSync(await file.path());
    };

    await page.goto(`${base}/credits`);
    const fromHistory = await downloadPdf(
      page.getByRole('button', { name: `Invoice for order ${orderId}` }),
    );

    await page.goto(`${base}/profile`);
    const item = page
      .locator('#billing')
      .getByRole('listitem')
      .filter({ hasText: 'Popular Pack · 150 credits' });
    const shown = /Invoice (DRP\/\d{4}\/\d{6})/.exec((await item.textContent()) ?? '')?.[1] ?? '';
    expect(shown).toMatch(/^DRP\/\d{4}\/\d{6}$/);
    const fromBilling = await downloadPdf(
      item.getByRole('button', { name: `Invoice for order ${orderId}` }),
    );

    for (const pdf of [fromHistory, fromBilling]) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(2_000);
      const text = pdfText(pdf);
      expect(text).toContain(shown);
      expect(text).toContain('29AAACD1234E1Z5');
      expect(text).toContain('Drape Fashion Technologies Pvt Ltd');
    }
  });
});
