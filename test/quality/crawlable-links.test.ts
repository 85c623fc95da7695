// Gate: every <a> on every page of both builds is a link a crawler can follow
// (an href), or a named target (id or name), as Lighthouse's crawlable-anchors
// audit asks of pages whose script listens for clicks, which ours all do.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { SITES, builtSite } from '../helpers/shared-builds.js';

const A_TAG = /<a(?=[\s>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/** The start tags of `a` in `html` with neither href nor a name to be the target of one. */
function uncrawlableAnchors(html: string): string[] {
  return [...html.matchAll(A_TAG)].filter((m) => !/(?:^|\s)(href|id|name)(?=\s*=|\s|$)/i.test(m[1]!.replace(/"[^"]*"|'[^']*'/g, '""'))).map((m) => m[0]);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

describe('crawlable links on every page', () => {
  const dirs: Record<string, string> = {};
  before(() => {
    for (const site of SITES) dirs[site.name] = builtSite(site.name);
  });

  it('finds an <a> without href, and passes named targets (the check can fail)', () => {
    assert.deepEqual(uncrawlableAnchors('<a class="x">QR</a><a href="/a">a</a><a id="t"></a><a name="u"></a>'), ['<a class="x">']);
  });

  for (const site of SITES) {
    it(`${site.name}: every <a> has an href or is a named target`, () => {
      const files = htmlFiles(dirs[site.name]!);
      assert.ok(files.length > 100, `${files.length} pages`);
      const found = files.flatMap((f) => uncrawlableAnchors(readFileSync(f, 'utf8')).map((tag) => `${path.relative(dirs[site.name]!, f)}: ${tag}`));
      assert.deepEqual(found, []);
    });
  }
});
