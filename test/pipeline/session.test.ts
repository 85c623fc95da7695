// The one pipeline under each policy: what a session writes, and what a
// serve --watch session keeps between builds, good and failed.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { BuildSession, build, CHECK, WATCH } from '../../src/api.js';
import { config, makeSite } from '../helpers/site.js';

const doc = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

test('a watch session that failed at its link check writes only what changed once fixed, and leaves the served folder as it was', async () => {
  const site = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': doc('A', 'See [B](./b.md).'), 'content/docs/b.md': doc('B', 'Text of B.') });
  const session = new BuildSession(WATCH, { config: path.join(site, 'site.config.ts') });
  try {
    const first = await session.build();
    assert.ok(first.ok, JSON.stringify(first.diagnostics));
    const served = path.join(site, 'build', 'docs', 'b', 'index.html');
    const before = readFileSync(served, 'utf8');

    writeFileSync(path.join(site, 'content/docs/b.md'), doc('B', 'Text of B, with [a broken link](./missing.md).'));
    const broken = await session.build();
    assert.equal(broken.ok, false);
    assert.ok(broken.diagnostics.some((d) => d.code === 'broken-link'));
    assert.equal(readFileSync(served, 'utf8'), before, 'the served page is the last good one');

    writeFileSync(path.join(site, 'content/docs/b.md'), doc('B', 'Text of B, fixed.'));
    const fixed = await session.build();
    assert.ok(fixed.ok, JSON.stringify(fixed.diagnostics));
    assert.match(readFileSync(served, 'utf8'), /Text of B, fixed\./);
    const changed = fixed.changedFiles ?? [];
    assert.ok(changed.includes('docs/b/index.html'), changed.join(' '));
    assert.ok(!changed.includes('docs/a/index.html'), `an unchanged page is not written again: ${changed.join(' ')}`);
  } finally {
    await session.close();
  }
});

test('a check session builds the whole site, writes nothing and keeps no page', async () => {
  const site = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': doc('A', 'Text.') });
  const session = new BuildSession(CHECK, { config: path.join(site, 'site.config.ts') });
  try {
    const result = await session.build();
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    const inMemory = await build({ config: path.join(site, 'site.config.ts'), memory: true });
    assert.ok(inMemory.files?.has('docs/a/index.html'));
    assert.deepEqual(result.pages, inMemory.pages, 'every page was built');
    assert.equal(result.files, undefined, 'no page is held once checked');
    assert.equal(existsSync(path.join(site, 'build')), false);
  } finally {
    await session.close();
  }
});
