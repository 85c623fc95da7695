// Gate: no serious or critical axe-core violation on a page of every kind, in
// light and dark mode, in both locales, on both builds; one Chromium for all.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { AUTHOR_COLOURS, type AxeViolation, axeViolations, describeViolations } from '../helpers/axe.js';
import { launchBrowser, serveBuild } from '../helpers/browser.js';
import { pageKinds } from '../helpers/page-kinds.js';
import { tempDir } from '../helpers/site.js';
import { SITES, buildInto } from './builds.js';

const blocking = (impact: string) => impact === 'serious' || impact === 'critical';
type Server = Awaited<ReturnType<typeof serveBuild>>;

describe('accessibility (axe-core) of every page kind, light and dark, both locales', () => {
  let browser: Browser;
  const servers: Server[] = [];
  const serve = async (dir: string) => {
    const server = await serveBuild(dir);
    servers.push(server);
    return server.origin;
  };
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((s) => s.close()));
  });

  it('finds a low-contrast text and an unnamed button (the gate can fail)', async () => {
    const dir = tempDir('tongsite-axe-control-');
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!DOCTYPE html><html lang="en"><title>x</title><main id="__tongsite" data-hydrated="true"><p style="color:#bbb">faint</p><button></button></main>',
    );
    const found = (await axeViolations(browser, [`${await serve(dir)}/`], 'light')).filter((v) => blocking(v.impact));
    assert.deepEqual(found.map((v) => v.id).sort(), ['button-name', 'color-contrast']);
  });

  for (const site of SITES) {
    describe(site.name, () => {
      let dir: string;
      let origin: string;
      before(async () => {
        dir = buildInto(site.config, site.name);
        origin = await serve(dir);
      });
      for (const [locale, prefix] of [
        ['zh-cn', ''],
        ['en', '/en'],
      ] as const) {
        for (const mode of ['light', 'dark'] as const) {
          it(`${locale}, ${mode}: no serious or critical violation`, async (t) => {
            const kinds = pageKinds(dir, prefix);
            assert.ok(kinds.length >= 8, `page kinds found: ${kinds.map((k) => k.kind).join(', ')}`);
            t.diagnostic(kinds.map((k) => `${k.kind}: ${k.url}`).join('; '));
            const authorColours = new Map<string, number>();
            const found = await axeViolations(
              browser,
              kinds.map((k) => origin + k.url),
              mode,
              authorColours,
            );
            for (const [url, n] of authorColours) t.diagnostic(`${url}: ${n} element(s) in the author's own colours (${AUTHOR_COLOURS}), not checked`);
            // What is below the gate is reported too: each impact with its rules and how many nodes they found.
            const IMPACTS: AxeViolation['impact'][] = ['critical', 'serious', 'moderate', 'minor'];
            const listed = (impact: AxeViolation['impact']) =>
              found
                .filter((v) => v.impact === impact)
                .map((v) => `${v.id}×${v.targets.length}`)
                .join(' ') || '0';
            t.diagnostic(`violations by impact: ${IMPACTS.map((impact) => `${impact} ${listed(impact)}`).join('; ')}`);
            const serious = found.filter((v) => blocking(v.impact));
            assert.equal(serious.length, 0, `\n${describeViolations(serious)}`);
          });
        }
      }
    });
  }
});
