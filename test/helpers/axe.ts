// axe-core, the accessibility engine Lighthouse and browser devtools use,
// injected into pages of a served build in one Chromium, in light or dark mode.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';

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
  await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached', timeout: 15_000 });
  if (url.includes('/search?q=')) await page.waitForSelector('.search-page__count', { timeout: 15_000 });
  // Transitions (the theme's colours, a dropdown) must have ended before contrast is measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/**
 * Runs axe on each URL in the given colour mode (set the way a reader's choice
 * is kept: `localStorage.theme`); returns every violation with its impact.
 */
export async function axeViolations(browser: Browser, urls: string[], mode: 'light' | 'dark', authorColours: Map<string, number> = new Map()): Promise<AxeViolation[]> {
  // bypassCSP: the site's Content-Security-Policy rightly refuses the injected axe script.
  const context = await browser.newContext({ colorScheme: mode, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  const found: AxeViolation[] = [];
  try {
    for (const url of urls) {
      await open(page, url);
      await page.addScriptTag({ content: AXE_SOURCE });
      const count = await page.evaluate((selector) => document.querySelectorAll(selector).length, AUTHOR_COLOURS);
      if (count) authorColours.set(url, count);
      const violations = await page.evaluate(async (exclude) => {
        const axe = (
          window as unknown as {
            axe: {
              run: (ctx: object, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run({ include: [['html']], exclude: [[exclude]] }, { resultTypes: ['violations'] });
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')),
          summaries: [...new Set(v.nodes.map((n) => (n.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix any of the following: /, '')))],
        }));
      }, AUTHOR_COLOURS);
      for (const v of violations) found.push({ url, mode, ...v, impact: v.impact as AxeViolation['impact'] });
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
