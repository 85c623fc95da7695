// Gate: no axe-core violation on a page of every kind of a build, in both
// locales; one Chromium per build. Every rule runs in light mode; in dark mode,
// on the same page switched by the theme's attribute, the rules that depend on
// colours run again (the others cannot differ: the DOM is one). Serious and
// critical ones were the bar first set; the moderate and minor ones found after
// that (text outside landmarks, two unnamed search landmarks, empty table
// headers) were mended too, and this keeps them so. One file per build
// (accessibility-*.test.ts), so that the test runner spreads them over cores.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { AUTHOR_COLOURS, axeViolations, describeViolations } from '../helpers/axe.js';
import { launchBrowser, serveBuild } from '../helpers/browser.js';
import { pageKinds } from '../helpers/page-kinds.js';
import { builtSite, type SiteName } from '../helpers/shared-builds.js';
import { tempDir } from '../helpers/site.js';

type Server = Awaited<ReturnType<typeof serveBuild>>;

/** The gate on one build; `withControl` adds the proof that the gate can fail. */
export function axeGate(name: SiteName, withControl: boolean): void {
  describe(`accessibility (axe-core) of every page kind of the ${name} build, light and dark, both locales`, () => {
    let browser: Browser;
    const servers: Server[] = [];
    const serve = async (dir: string) => {
      const server = await serveBuild(dir);
      servers.push(server);
      return server.origin;
    };
    let origin: string;
    let dir: string;
    before(async () => {
      browser = await launchBrowser();
      dir = builtSite(name);
      origin = await serve(dir);
    });
    after(async () => {
      await browser?.close();
      await Promise.all(servers.map((s) => s.close()));
    });

    if (withControl) {
      it('finds a low-contrast text and an unnamed button, and a text faint only in dark mode (the gate can fail)', async () => {
        const control = tempDir('tongsite-axe-control-');
        writeFileSync(
          path.join(control, 'index.html'),
          `<!DOCTYPE html><html lang="en"><title>x</title>
<style>[data-theme='dark'] body { background: #000; color: #fff } [data-theme='dark'] .night { color: #222 }</style>
<main id="__tongsite" data-hydrated="true"><p style="color:#bbb">faint</p><button></button><p class="night">dim at night</p></main>`,
        );
        const found = await axeViolations(browser, [`${await serve(control)}/`]);
        const seen = found.map((v) => `${v.mode} ${v.id} ${v.targets.join(' ')}`);
        assert.ok(seen.includes('light button-name button'), seen.join('; '));
        assert.ok(
          seen.some((v) => v.startsWith('light color-contrast') && !v.includes('.night')),
          seen.join('; '),
        );
        assert.ok(seen.includes('dark color-contrast .night'), seen.join('; '));
        assert.ok(!seen.some((v) => v.startsWith('dark button-name')), `only the colour rules run again in dark mode: ${seen.join('; ')}`);
      });
    }

    for (const [locale, prefix] of [
      ['zh-cn', ''],
      ['en', '/en'],
    ] as const) {
      it(`${locale}: no violation in light mode, no colour violation in dark mode`, async (t) => {
        const kinds = pageKinds(dir, prefix);
        assert.ok(kinds.length >= 8, `page kinds found: ${kinds.map((k) => k.kind).join(', ')}`);
        t.diagnostic(kinds.map((k) => `${k.kind}: ${k.url}`).join('; '));
        const authorColours = new Map<string, number>();
        const found = await axeViolations(
          browser,
          kinds.map((k) => origin + k.url),
          authorColours,
        );
        for (const [url, n] of authorColours) t.diagnostic(`${url}: ${n} element(s) in the author's own colours (${AUTHOR_COLOURS}), not checked`);
        assert.equal(found.length, 0, `\n${describeViolations(found)}`);
      });
    }
  });
}
