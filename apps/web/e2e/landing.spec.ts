import { expect, test, type Page } from '@playwright/test';
import { readOutbox } from './helpers';
import { axeViolations } from './axe';

const header = (page: Page) => page.locator('header').first();
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const faqButtons = (page: Page) => page.locator('#faq button[aria-expanded]');
const dot = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Show image ${n}:`) });

/** Scrolls through the page so every section has faded in (they reveal once, on first sight). */
async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('landing page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('header links scroll to their sections and the header leaves the dark hero', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Every drape');
    await expect(header(page)).toHaveAttribute('data-over-hero', 'true');
    const targets = {
      About: 'about',
      Features: 'services',
      Reviews: 'testimonials',
      Contact: 'contact',
      FAQ: 'faq',
    };
    for (const [label, id] of Object.entries(targets)) {
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport({ ratio: 0.2 });
      await expect(header(page)).toHaveAttribute('data-over-hero', 'false');
    }
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.locator('#hero')).toBeInViewport({ ratio: 0.6 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header(page)).toHaveAttribute('data-over-hero', 'true');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.locator('#contact')).toBeInViewport({ ratio: 0.2 });
  });

  test('/landing shows the same page', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Every drape');
    await expect(page.getByRole('heading', { name: 'Questions, answered.' })).toBeAttached();
  });

  test('the about carousel moves with previous, next and dots, and wraps', async ({ page }) => {
    await page.goto('/#about');
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(dot(page, 6)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await dot(page, 4).click();
    await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('group', { name: /^4 of 6/ })).toHaveAttribute(
      'aria-hidden',
      'false',
    );
  });

  test('the carousel advances every 4 seconds by itself and wraps after the sixth image', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await page.mouse.move(0, 0);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    // Each jump of 4 s fires exactly one advance (the next timer starts when the slide changes).
    for (const n of [2, 3, 4, 5, 6, 1]) {
      await page.clock.runFor(4_000);
      await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
    }
  });

  test('FAQ keeps one answer open at a time and closes the open one on click', async ({ page }) => {
    await page.goto('/#faq');
    const buttons = faqButtons(page);
    await expect(buttons).toHaveCount(5);
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq button[aria-expanded="true"]')).toHaveCount(1);
    await expect(page.getByText('refine or regenerate it free of charge')).toBeVisible();
    await buttons.nth(2).click();
    await expect(page.locator('#faq button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the theme toggle switches the landing to dark and remembers it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('landing on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Reviews' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#testimonials')).toBeInViewport({ ratio: 0.1 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('contact form', () => {
  const fill = async (page: Page, name: string) => {
    await page.getByPlaceholder('Your Name').fill(name);
    await page.getByPlaceholder('Email Address').fill('meera@kanjeevaram.example');
    await page.getByPlaceholder('Phone Number').fill('+91 98765 43210');
    await page.getByPlaceholder('Company (Optional)').fill('Kanjeevaram House');
    await page
      .getByPlaceholder('Tell us about your project...')
      .fill('AI photoshoots for 200 silk sarees, please.');
  };

  test('sends the enquiry, shows the green thank-you, clears the form and e-mails the team', async ({
    page,
  }) => {
    const name = `Meera ${Date.now().toString(36)}`;
    await page.goto('/#contact');
    await expect(page.getByText('within 24 hours').first()).toBeVisible();
    await fill(page, name);
    // Hold the request a moment so the submitting state can be seen.
    await page.route('**/v1/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const status = page.getByText("Thank you! We'll get back to you soon.");
    await expect(status).toBeVisible();
    await expect(status).toHaveClass(/text-success/);
    await expect(page.getByPlaceholder('Your Name')).toHaveValue('');
    await expect(page.getByPlaceholder('Tell us about your project...')).toHaveValue('');
    const mail = await readOutbox(`New enquiry from ${name}`);
    expect(mail.text).toContain('AI photoshoots for 200 silk sarees, please.');
    expect(mail.text).toMatch(/Reference: [0-9a-f-]{36}/);
  });

  test('checks required fields before sending', async ({ page }) => {
    await page.goto('/#contact');
    let posted = false;
    await page.route('**/v1/contact', (route) => {
      posted = true;
      return route.abort();
    });
    await page.getByPlaceholder('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('shows the red failure message when the server answers with an error', async ({ page }) => {
    await page.goto('/#contact');
    await page.route('**/v1/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"INTERNAL_ERROR","message":"x"}',
      }),
    );
    await fill(page, 'Ravi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByText('Something went wrong. Please try again.');
    await expect(status).toBeVisible();
    await expect(status).toHaveClass(/text-danger/);
    await expect(page.getByPlaceholder('Your Name')).toHaveValue('Ravi');
  });

  test('shows the network message when the request cannot be sent', async ({ page }) => {
    await page.goto('/#contact');
    await page.route('**/v1/contact', (route) => route.abort('internetdisconnected'));
    await fill(page, 'Ravi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Network error. Please try again.')).toHaveClass(/text-danger/);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('legal pages and deck', () => {
  for (const [path, title] of [
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/ai-policy', 'AI Policy'],
  ] as const) {
    test(`${path} loads and links back home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Every drape');
    });
  }

  test('the terms have the 13 numbered sections of the spec', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const headings = page.locator('main h2');
    await expect(headings).toHaveCount(13);
    for (let i = 0; i < 13; i += 1) await expect(headings.nth(i)).toContainText(`${i + 1}.`);
    await expect(page.getByText('Credits do not expire')).toBeVisible();
    await expect(page.getByText('Credits are non-refundable')).toBeVisible();
    await expect(page.getByText(/twelve \(12\) months/)).toBeVisible();
  });

  test('the footer links reach the legal pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'AI Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Policy' })).toBeVisible();
  });

  test('/deck embeds the company deck PDF from the repo and links back home', async ({
    page,
    request,
  }) => {
    await page.goto('/deck');
    const frame = page.locator('iframe[title="Company Presentation Deck"]');
    await expect(frame).toBeVisible();
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/^\/deck\/drape-company-deck\.pdf/);
    const pdf = await request.get(src!.split('#')[0]!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('accessibility of the public pages', () => {
  const ROUTES = ['/', '/terms-and-conditions', '/privacy-policy', '/ai-policy', '/deck'];
  for (const theme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('drape-theme-landing', t), theme);
      // Colours are measured mid fade-in otherwise (as in a11y.spec.ts): scan the settled page.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of ROUTES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/') {
          await revealAll(page);
          // Back over the hero, the header has turned dark-bar (no fade under reduced motion).
          await expect(header(page)).toHaveAttribute('data-over-hero', 'true');
          // Pause the slideshow so the scan sees a still page.
          await page.getByRole('button', { name: 'Pause slideshow' }).click();
        }
        const result = { violations: await axeViolations(page, { exclude: ['iframe'] }) };
        const serious = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help} — ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          );
        expect(serious, `${path} (${theme})`).toEqual([]);
      }
    });
  }
});
