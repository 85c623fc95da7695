// Bad input: a clear error naming the file, line and column, a non-zero exit,
// and the last good build left exactly as it was.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, config, makeSite, tongsite } from '../helpers/site.js';

describe('bad input', () => {
  let dir: string;
  let goodIndex: string;
  const good = '---\ntitle: Good\n---\nFine text.\n';

  before(() => {
    dir = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': good });
    buildSite(dir);
    writeFileSync(path.join(dir, 'build/marker.txt'), 'from the last good build');
    goodIndex = readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8');
  });

  /** Writes a file, builds, restores it; returns the run after asserting failure and an untouched build/. */
  function failWith(file: string, text: string) {
    const abs = path.join(dir, file);
    let before: string | undefined;
    try {
      before = readFileSync(abs, 'utf8');
    } catch {
      before = undefined;
    }
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
    const run = tongsite(['build'], dir);
    if (before === undefined) rmSync(abs);
    else writeFileSync(abs, before);
    assert.equal(run.code, 1, `expected exit 1, got ${run.code}\n${run.stdout}${run.stderr}`);
    assert.match(run.stderr, /Build failed with \d+ errors?/);
    assert.match(run.stderr, /build was left as it was/);
    assert.equal(readFileSync(path.join(dir, 'build/marker.txt'), 'utf8'), 'from the last good build');
    assert.equal(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), goodIndex);
    return run;
  }

  it('front matter that is not YAML', () => {
    const run = failWith('content/docs/a.md', '---\ntitle: [unclosed\nother: x\n---\nBody\n');
    assert.match(run.stderr, /error content\/docs\/a\.md:\d+:\d+: front matter is not valid YAML/);
  });

  it('a front matter field of the wrong type', () => {
    const run = failWith('content/docs/a.md', '---\ntitle: Good\nsidebar_position: first\n---\nBody\n');
    assert.match(run.stderr, /error content\/docs\/a\.md:3:1: front matter field `sidebar_position` must be a number, got "first"/);
    assert.match(run.stderr, /hint: write e\.g\. `sidebar_position: 3`/);
  });

  it('an MDX syntax error', () => {
    const run = failWith('content/docs/a.md', '---\ntitle: Good\n---\n\nSome text\n\nA brace { opens here\n');
    assert.match(run.stderr, /error content\/docs\/a\.md:7:\d+: MDX syntax error: Unexpected end of file in expression/);
    assert.match(run.stderr, /> 7 \| A brace \{ opens here/);
  });

  it('an unknown import', () => {
    const run = failWith('content/docs/a.md', "---\ntitle: Good\n---\nimport Nope from '@site/src/components/Nope';\n\n<Nope />\n");
    assert.match(run.stderr, /error content\/docs\/a\.md:4:\d+: cannot import: Could not resolve "@site\/src\/components\/Nope"/);
  });

  it('a missing image', () => {
    const run = failWith('content/docs/a.md', '---\ntitle: Good\n---\n\nSee ![diagram](./img/nope.png) here.\n');
    assert.match(run.stderr, /error content\/docs\/a\.md:5:5: missing image: docs\/img\/nope\.png does not exist/);
  });

  it('a broken link, relative or absolute', () => {
    const run = failWith('content/docs/a.md', '---\ntitle: Good\n---\n\n[one](./nope.md)\n\n[two](/docs/missing)\n');
    assert.match(run.stderr, /error content\/docs\/a\.md:5:1: broken link: docs\/nope\.md is not a page of the site/);
    assert.match(run.stderr, /error content\/docs\/a\.md:7:1: broken link: \/docs\/missing does not exist/);
  });

  it('a blog post naming an unknown author', () => {
    const run = failWith('content/blog/2024-01-01-post.md', '---\ntitle: Post\nauthors: [nobody]\n---\nText.\n');
    assert.match(run.stderr, /error content\/blog\/2024-01-01-post\.md:3:1: unknown author `nobody`/);
  });

  it('an unknown config field, with a suggestion', () => {
    const run = failWith('site.config.ts', config(`navbr: { title: 'x' },`));
    assert.match(run.stderr, /error site\.config\.ts:6:3: config field `navbr` is not a known field \(did you mean `navbar`\?\)/);
  });

  it('a config field of the wrong type', () => {
    const run = failWith('site.config.ts', config(`blog: { postsPerPage: 'ten' },`));
    assert.match(run.stderr, /error site\.config\.ts:6:11: config field `blog\.postsPerPage` must be a positive integer or "ALL", got string/);
  });

  it('a config field at its own place, where the same key is written earlier for another field', () => {
    const navbar = [
      'navbar: {',
      '    items: [',
      "      { label: 'Guides', colour: 'teal', items: [{ label: 'One', to: '/docs/a' }] },",
      "      { label: 'More', items: [{ label: 'Two', to: '/docs/a' }, { label: 'Three', to: '/docs/a', colour: 'red' }] },",
      '    ],',
      '  },',
    ].join('\n');
    const run = failWith('site.config.ts', config(navbar));
    // The second item's list's second link (line 9), not the first `colour:` of the file (line 8).
    assert.match(run.stderr, /error site\.config\.ts:9:98: config field `navbar\.items\[1\]\.items\[1\]\.colour` is not a known field/);
    assert.match(run.stderr, /error site\.config\.ts:8:26: config field `navbar\.items\[0\]\.colour` is not a known field/);
  });

  it('a config that does not parse', () => {
    const run = failWith('site.config.ts', "export default {\n  title: 'x',\n  url: \n};\n");
    assert.match(run.stderr, /error site\.config\.ts:4:1: /);
  });

  it('an unknown command-line flag', () => {
    const run = tongsite(['build', '--out-dri', 'x'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /unknown option '--out-dri'/);
    assert.match(run.stderr, /Did you mean --out-dir\?/);
  });

  it('a config file that does not exist', () => {
    const run = tongsite(['build', '--config', 'nope.config.ts'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /config file not found: .*nope\.config\.ts/);
  });
});
