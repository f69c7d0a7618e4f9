import { expect, test, type Page } from '@playwright/test';
import { readOutbox, registerViaApi, signIn, type TestAccount } from './helpers';

async function openProfile(page: Page, account: TestAccount) {
  await signIn(page, account, '/login');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile & Settings' })).toBeVisible();
}

test('update the profile: Unsaved changes shows, Update Profile saves, the new name sticks', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await openProfile(page, account);
  const update = page.getByRole('button', { name: 'Update Profile' });
  await expect(update).toBeDisabled();

  await page.getByLabel('Full name').fill('Meera Iyer');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await expect(page.getByRole('button', { name: 'Open user menu' })).toContainText('Meera Iyer');
});

test('change the password with the strength meter, then sign in with it', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await openProfile(page, account);
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await expect(page.getByTestId('password-strength')).toHaveText('Weak');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('Password must contain uppercase, lowercase, number and special character'),
  ).toBeVisible();

  const next = 'Jasmine@4521';
  await page.getByLabel('New password', { exact: true }).fill(next);
  await expect(page.getByTestId('password-strength')).toHaveText('Strong');
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, { email: account.email, password: next });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('theme switch persists across reloads and is kept per area', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await openProfile(page, account);
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: /Light Mode/ }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile & Settings' })).toBeVisible();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('drape-theme-app'))).toBe('dark');
});

test('preferences are saved on the server', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await openProfile(page, account);
  const toggle = page.getByRole('switch', { name: 'Generation failed' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Generation failed' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('upload a profile photo and see it as the avatar', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await openProfile(page, account);
  // A tiny valid PNG (1×1) made in the test; the server re-encodes it to a 256×256 JPEG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Photo Updated', { exact: true })).toBeVisible();
  await expect(page.locator('header img')).toBeVisible();
});

test('delete the account with the typed DELETE double confirmation', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await openProfile(page, account);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  const cont = dialog.getByRole('button', { name: 'Continue to Delete' });
  await expect(cont).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(cont).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await cont.click();
  const final = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(final).toBeDisabled();
  await dialog.getByLabel('Type DELETE again to delete your account').fill('DELETE');
  // The current password is asked for too (issue 12): a stolen session alone cannot delete.
  await expect(final).toBeDisabled();
  await dialog.getByLabel('Current password').fill('not-my-password');
  await final.click();
  await expect(page.getByText('Deletion Failed', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current password').fill(account.password);
  await final.click();
  await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('change the e-mail: the password is asked for, and the new address is confirmed by its link', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await openProfile(page, account);
  const info = page.locator('#profile-information');
  const next = `moved-${account.email}`;
  await expect(info.getByLabel('Current password')).toBeHidden();
  await info.getByLabel('Email address').fill(next);
  await info.getByRole('button', { name: 'Update Profile' }).click();
  await expect(info.getByText('Current password is required')).toBeVisible();
  await info.getByLabel('Current password').fill(account.password);
  await info.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Confirmation Sent', { exact: true })).toBeVisible();
  const notice = info.getByRole('status').filter({ hasText: 'Confirmation sent' });
  await expect(notice).toContainText(next);
  await expect(info.getByText('Unsaved changes')).toBeHidden();
  // Nothing changes until the link is opened; the old address was told.
  await expect(info.getByLabel('Email address')).toHaveValue(account.email);
  await readOutbox('is being changed', account.email);

  const mail = await readOutbox('Confirm your new Drape e-mail address', next);
  const link = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail.text)?.[0] ?? '';
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(info.getByLabel('Email address')).toHaveValue(next);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
});
