import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/*
 * axe-core run in the page itself: its source evaluated in each frame (page.evaluate, so the
 * app's Content-Security-Policy does not apply) and `axe.run` there, violations only. The same
 * rules as @axe-core/playwright's AxeBuilder with no options, which this replaces: that one also
 * opens a blank page per scan to merge its frames' partial results, which made the accessibility
 * spec take several minutes on CI. The app's own frames are scanned one by one here and their
 * violations merged by rule.
 */
const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<AxeResults> };
  }
}

async function scanFrame(frame: Frame, exclude: string[]): Promise<Result[]> {
  if (!(await frame.evaluate(() => typeof window.axe !== 'undefined')))
    await frame.evaluate(source);
  return frame.evaluate(async (excluded) => {
    const context = excluded.length
      ? { include: [['html']], exclude: excluded.map((s) => [s]) }
      : document;
    const result = await window.axe!.run(context, { resultTypes: ['violations'] });
    return result.violations;
  }, exclude);
}

/**
 * Whether a child frame shows one of the app's own HTML pages: not the browser's PDF viewer
 * (the deck's slides), whose documents are Chromium's, nor another site's page.
 */
async function isOwnHtml(frame: Frame, origin: string): Promise<boolean> {
  if (frame.isDetached() || !frame.url().startsWith(`${origin}/`)) return false;
  // Chromium shows a PDF in an empty placeholder document of its own (no title, no lang).
  if (new URL(frame.url()).pathname.toLowerCase().endsWith('.pdf')) return false;
  const type = await frame.evaluate(() => document.contentType).catch(() => '');
  return type === 'text/html';
}

/**
 * axe's violations on the page and, unless `exclude` names `iframe`, in its frames (each rule's
 * nodes from every frame together). `exclude`: CSS selectors left out of the main frame's scan.
 */
export async function axeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<Result[]> {
  const exclude = options.exclude ?? [];
  const frames = exclude.includes('iframe') ? [page.mainFrame()] : page.frames();
  const byRule = new Map<string, Result>();
  const origin = new URL(page.url()).origin;
  for (const frame of frames) {
    const main = frame === page.mainFrame();
    if (!main && !(await isOwnHtml(frame, origin))) continue;
    const found = await scanFrame(frame, main ? exclude : []);
    for (const v of found) {
      const seen = byRule.get(v.id);
      if (seen) seen.nodes.push(...v.nodes);
      else byRule.set(v.id, v);
    }
  }
  return [...byRule.values()];
}
