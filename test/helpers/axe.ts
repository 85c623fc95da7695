// axe-core, the accessibility engine Lighthouse and browser devtools use,
// injected into pages of a served build in one Chromium, in light or dark mode.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { wakeClient } from './browser.js';

export interface AxeViolation {
  url: string;
  mode: 'light' | 'dark';
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical';
  help: string;
  /** CSS selectors of the failing nodes. */
  targets: string[];
  /** axe's explanations, each once (contrast failures name their colours). */
  summaries: string[];
}

/**
 * Colours a page's author set inline in content (a `style` with a colour, as a
 * site component such as the corpus' <Highlight color> writes): the author's
 * choice, not the generator's. Left out of the run and counted instead, so a
 * report names them. Code highlighting (colours from --shiki-* variables, the
 * generator's palette) is checked.
 */
export const AUTHOR_COLOURS = '.markdown [style*="color"]:not([style*="--shiki"])';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Loads a page and waits until the client has hydrated it (and a search page has listed its results). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await wakeClient(page, { timeout: 15_000 });
  if (url.includes('/search?q=')) await page.waitForSelector('.search-page__count', { timeout: 15_000 });
  // Transitions (the theme's colours, a dropdown) must have ended before contrast is measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/**
 * The rules whose outcome depends on colours. Only these can differ between
 * light and dark mode: the two modes share one DOM (the theme switches a
 * `data-theme` attribute and custom properties), so every other rule gives the
 * same answer in both, and is run once, in light mode.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type AxeRun = (args: readonly [exclude: string, colourRules: readonly string[] | null]) => Promise<Omit<AxeViolation, 'url' | 'mode'>[]>;

/** Runs axe in the page (every rule, or only `colourRules`), leaving the author's own colours out. */
const runAxe: AxeRun = async ([exclude, colourRules]) => {
  const axe = (
    window as unknown as {
      axe: {
        run: (ctx: object, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>;
      };
    }
  ).axe;
  const options = colourRules ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: colourRules } } : { resultTypes: ['violations'] };
  const result = await axe.run({ include: [['html']], exclude: [[exclude]] }, options);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact as AxeViolation['impact'],
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
    summaries: [...new Set(v.nodes.map((n) => (n.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix any of the following: /, '')))],
  }));
};

/** Switches the loaded page to dark mode as the theme's toggle does, and waits for the colours' transitions to end. */
async function switchToDark(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.setAttribute('data-theme', 'dark');
  });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/**
 * Runs axe on each URL: every rule in light mode (the stored choice a reader's
 * toggle keeps: `localStorage.theme`), then, unless `lightOnly`, the colour
 * rules again after switching the same page to dark mode. Returns every
 * violation with its impact and mode.
 */
export async function axeViolations(browser: Browser, urls: string[], authorColours: Map<string, number> = new Map(), lightOnly = false): Promise<AxeViolation[]> {
  // bypassCSP: the site's Content-Security-Policy rightly refuses the injected axe script.
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  const page = await context.newPage();
  const found: AxeViolation[] = [];
  try {
    for (const url of urls) {
      await open(page, url);
      await page.addScriptTag({ content: AXE_SOURCE });
      const count = await page.evaluate((selector) => document.querySelectorAll(selector).length, AUTHOR_COLOURS);
      if (count) authorColours.set(url, count);
      for (const v of await page.evaluate(runAxe, [AUTHOR_COLOURS, null] as const)) found.push({ url, mode: 'light', ...v });
      if (lightOnly) continue;
      await switchToDark(page);
      for (const v of await page.evaluate(runAxe, [AUTHOR_COLOURS, COLOUR_RULES] as const)) found.push({ url, mode: 'dark', ...v });
    }
  } finally {
    await context.close();
  }
  return found;
}

/** Violations as lines a reader of a failed test can act on. */
export function describeViolations(list: AxeViolation[]): string {
  return list
    .map(
      (v) =>
        `${v.impact} ${v.id} on ${v.url} (${v.mode}): ${v.help}; ${v.targets.length} node(s): ${v.targets.slice(0, 4).join(' | ')}\n${v.summaries
          .slice(0, 6)
          .map((s) => `    ${s.slice(0, 300)}`)
          .join('\n')}`,
    )
    .join('\n');
}
