// A Docusaurus site's swizzled components (src/theme), built once: an override
// replaces the theme's component wherever tongsite renders it — in the site's
// own Markdown, and in the partials it imports, which see the page's MDX
// components as under Docusaurus' MDXProvider — and `@theme-original/…` is
// the component it wraps. An override of a component tongsite does not
// render is a warning naming its file.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { all, attr, one, textOf } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { swizzleFixtureCopy } from './swizzle-fixture.js';

describe('swizzled theme components', () => {
  let site: BuiltSite;
  let dir: string;
  before(async () => {
    dir = swizzleFixtureCopy();
    site = await buildInMemory(dir);
  });

  it('gives the site’s MDXComponents to the page and to the partial it imports', () => {
    const badges = all(site.page('/docs/intro'), 'button.lantern-badge').map(textOf);
    assert.deepEqual(badges, ['a wick', 'lamp oil']);
  });

  it('wraps the theme’s admonition in the site’s, in the page and in the partial', () => {
    const frames = all(site.page('/docs/intro'), '.lantern-frame');
    assert.deepEqual(
      frames.map((f) => attr(f, 'data-kind')),
      ['tip', 'note'],
    );
    for (const frame of frames) assert.ok(one(frame, ':scope > .admonition .admonition__content'), 'the original admonition inside the frame');
    assert.match(textOf(frames[0]!), /Trim first/);
  });

  it('hands a swizzled code block its code as text and the original its highlighting', () => {
    const block = one(site.page('/docs/intro'), '.lantern-code');
    assert.equal(textOf(one(block, '.lantern-code__count')), '2 lines');
    assert.ok(one(block, '.code-block .code-block__title'), 'the original block, titled');
    assert.match(textOf(one(block, 'pre')), /strike match\s+hold flame to wick/);
    assert.ok(all(block, 'pre span[style]').length > 0, 'highlighted');
  });

  it('hydrates a page whose Markdown renders the site’s components', () => {
    assert.ok(one(site.page('/docs/intro'), '[data-tongsite-page]'));
  });

  it('warns once about an override of a component tongsite does not render, naming its file', () => {
    const warnings = site.result.diagnostics.filter((d) => d.code === 'theme-override-unused');
    assert.deepEqual(
      warnings.map((w) => path.relative(dir, w.file ?? '')),
      [path.join('src', 'theme', 'Footer', 'index.js')],
    );
    assert.match(warnings[0]!.message, /@theme\/Footer/);
  });
});
