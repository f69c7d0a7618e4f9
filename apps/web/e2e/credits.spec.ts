import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signIn } from './helpers';

// The e2e server runs without Razorpay keys: purchases go through the sandbox checkout dialog
// and the same /payments/verify call real payments use.

async function openPurchase(page: Page) {
  await page.getByRole('button', { name: 'Purchase Credits' }).click();
  const modal = page.getByRole('dialog', { name: 'Purchase Credits' });
  await expect(modal.getByRole('article')).toHaveCount(4);
  return modal;
}

async function startSandbox(page: Page, packName: string) {
  const modal = await openPurchase(page);
  await modal.getByRole('button', { name: `Buy ${packName}` }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(sandbox.getByText('Sandbox mode — no real money moves.')).toBeVisible();
  return { modal, sandbox };
}

test('buy the Popular Pack in sandbox mode: balance +150, history row, success notice', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/credits');
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
  const topBar = page.getByTestId('credit-balance');
  await expect(topBar).toContainText('3');
  await expect(page.getByText('Low balance')).toBeVisible();
  await expect(page.getByText('You have only 3 credits remaining')).toBeVisible();

  const modal = await openPurchase(page);
  const popular = modal.getByRole('article', { name: 'Popular Pack' });
  await expect(popular.getByText('Most Popular')).toBeVisible();
  await expect(popular.getByText('₹1,299', { exact: true })).toBeVisible();
  await expect(popular.locator('s')).toHaveText('₹1,497');
  await expect(popular.getByText('Save 13%')).toBeVisible();
  await expect(popular.getByText('₹9 per credit')).toBeVisible();
  await expect(popular.getByText('Priority processing')).toHaveCount(0);
  await expect(
    modal.getByRole('article', { name: 'Premium Pack' }).getByText('Priority processing'),
  ).toBeVisible();

  await popular.getByRole('button', { name: 'Buy Popular Pack' }).click();
  // The sandbox dialog makes the purchase modal inert, so look the card up by CSS, not role.
  await expect(
    page.locator('article[aria-label="Popular Pack"]').getByText('Processing...'),
  ).toBeVisible();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(sandbox.getByText('Purchase 150 credits')).toBeVisible();
  await sandbox.getByRole('button', { name: 'Pay ₹1,299' }).click();

  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('Successfully purchased 150 credits!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Purchase Credits' })).toHaveCount(0);
  await expect(topBar).toContainText('153');
  await expect(page.getByTestId('card-Current Balance')).toHaveText('153');
  await expect(page.getByText('Low balance')).toHaveCount(0);
  const row = page
    .getByTestId('transaction-row')
    .filter({ hasText: 'Purchased Popular Pack (150 credits)' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('+150');
  await expect(row).toContainText('COMPLETED');
  await expect(row).toContainText(/Payment ID:\s*pay_sandbox_/);
  await expect(row).toContainText(/Order ID:\s*order_sandbox_/);
  await expect(row).toContainText('Balance: 3 → 153');
  await expect(page.getByText('Transaction Overview')).toBeVisible();

  await page.getByRole('button', { name: 'Debits' }).click();
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await page.getByRole('button', { name: 'Credits', exact: true }).click();
  await expect(row).toBeVisible();
});

test('closing the checkout says Payment cancelled; a failed payment shows the red banner', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/credits');
  await expect(page.getByText('No transactions yet')).toHaveCount(0);

  const first = await startSandbox(page, 'Starter Pack');
  await first.sandbox.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(first.modal.getByRole('button', { name: 'Buy Starter Pack' })).toBeEnabled();

  await first.modal.getByRole('button', { name: 'Buy Starter Pack' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await sandbox.getByRole('button', { name: 'Fail' }).click();
  const banner = first.modal.getByRole('alert');
  await expect(banner).toContainText('Payment failed');
  await banner.getByRole('button', { name: 'Dismiss error' }).click();
  await expect(first.modal.getByRole('alert')).toHaveCount(0);
  await first.modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('credit-balance')).toContainText('3');
});

test('a new account sees the empty state; Export downloads the history as CSV', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/credits');
  // Trial credits are a ledger row, so the history is not empty: the CSV has a header and rows.
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^drape-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'id,createdAt,type,kind,description,amount,status,balanceBefore,balanceAfter,paymentId,orderId',
  );
  expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThanOrEqual(2);
});

test('screenshots of /credits @screens', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/credits');
  const { sandbox } = await startSandbox(page, 'Popular Pack');
  await sandbox.getByRole('button', { name: 'Pay ₹1,299' }).click();
  await expect(page.getByTestId('card-Current Balance')).toHaveText('153');
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((t) => localStorage.setItem('drape-theme-app', t), theme);
      await page.goto('/credits');
      await expect(page.getByTestId('transaction-row').first()).toBeVisible();
      await page.screenshot({
        path: `apps/web/.tmp/screens/credits-${width}-${theme}.png`,
        fullPage: true,
      });
      await openPurchase(page);
      await page.waitForTimeout(400);
      await page.screenshot({
        path: `apps/web/.tmp/screens/credits-purchase-${width}-${theme}.png`,
      });
      await page.getByRole('button', { name: 'Buy Starter Pack' }).click();
      await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toBeVisible();
      await page.waitForTimeout(400); // let the dialog's fade-in finish
      await page.screenshot({
        path: `apps/web/.tmp/screens/credits-sandbox-${width}-${theme}.png`,
      });
      await page
        .getByRole('dialog', { name: 'Sandbox checkout' })
        .getByRole('button', { name: 'Fail' })
        .click();
      await expect(
        page.getByRole('dialog', { name: 'Purchase Credits' }).getByRole('alert'),
      ).toBeVisible();
      await page.screenshot({ path: `apps/web/.tmp/screens/credits-failed-${width}-${theme}.png` });
    }
  }
});
