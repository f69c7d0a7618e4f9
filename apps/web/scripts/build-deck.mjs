#!/usr/bin/env node
/* global document */
/**
 * Renders the company deck (apps/web/public/deck/drape-company-deck.pdf) from HTML slides with
 * Debian Chromium. The PDF is committed, so building the app never needs a browser; run this
 * again only when the slides change:
 *
 *   cd apps/web && node --import tsx scripts/build-deck.mjs [--chromium /usr/bin/chromium]
 *
 * Slide text lives in scripts/deck/slides.mjs; the artworks are the landing page's own SVGs.
 */
import { readFileSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { renderDeckBody } from './deck/slides.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = process.env.DECK_OUT ?? resolve(here, '../public/deck/drape-company-deck.pdf');
const argIndex = process.argv.indexOf('--chromium');
const executablePath = argIndex > 0 ? process.argv[argIndex + 1] : '/usr/bin/chromium';

const require = createRequire(import.meta.url);
const fontUrl = (pkg, file) =>
  pathToFileURL(join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file)).href;

const fonts = `
@font-face { font-family: 'Cormorant'; font-weight: 300 700; src: url('${fontUrl('@fontsource-variable/cormorant-garamond', 'cormorant-garamond-latin-wght-normal.woff2')}') format('woff2'); }
@font-face { font-family: 'Cormorant'; font-style: italic; font-weight: 300 700; src: url('${fontUrl('@fontsource-variable/cormorant-garamond', 'cormorant-garamond-latin-wght-italic.woff2')}') format('woff2'); }
@font-face { font-family: 'Inter'; font-weight: 100 900; src: url('${fontUrl('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2')}') format('woff2'); }`;

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Drape — Company Presentation Deck</title>
<style>${process.env.NOFONTS ? '' : fonts}\n${readFileSync(join(here, 'deck/deck.css'), 'utf8')}</style></head>
<body>${renderDeckBody()}</body></html>`;

const work = mkdtempSync(join(tmpdir(), 'drape-deck-'));
const htmlFile = join(work, 'deck.html');
writeFileSync(htmlFile, html);

const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 2,
  });
  await page.goto(pathToFileURL(htmlFile).href, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await flattenArt(page);
  const pdf = await page.pdf({
    width: '1280px',
    height: '720px',
    printBackground: true,
    preferCSSPageSize: true,
  });
  writeFileSync(out, pdf);
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
/**
 * Chromium's PDF backend draws every tile of an SVG <pattern> as separate vector paths, which
 * made the deck 3.5 MB. Each artwork is therefore photographed once (2x, JPEG) and placed as an
 * image; text stays vector.
 */
async function flattenArt(page) {
  const arts = page.locator('.art');
  const count = await arts.count();
  for (let i = 0; i < count; i += 1) {
    const art = arts.nth(i);
    await art.scrollIntoViewIfNeeded();
    const jpeg = await art.screenshot({ type: 'jpeg', quality: 82 });
    await art.evaluate(
      (el, src) => {
        el.innerHTML = `<img alt="" src="${src}" style="display:block;width:100%;height:100%">`;
      },
      `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    );
  }
}

console.log(`wrote ${out} (${Math.round(statSync(out).size / 1024)} KB)`);
