// The compile cache stays bounded: in memory, only what the last build used; on
// disk, twice the site's pages plus a spare, the oldest unused files first.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as wait } from 'node:timers/promises';
import { CompileCache } from '../../src/markdown/compile-cache.js';
import type { CompileInput, CompileOutput } from '../../src/model.js';
import { compiledPage } from '../helpers/content-inputs.js';
import { tempDir } from '../helpers/site.js';

const input = (sitePath: string, text: string): CompileInput => ({ absPath: `/site/${sitePath}`, sitePath, text, bodyLine: 1 });

/** What compiling a page gives, with its code. */
function output(sitePath: string, code = 'export default function MDXContent() { return null; }'): CompileOutput {
  const { codeKey: _key, importsBrowserOnly: _islands, ...data } = compiledPage(sitePath);
  return { ...data, code };
}

/** Waits until the background writes of `set` have landed: `count` files in the folder. */
async function filesIn(dir: string, count: number): Promise<string[]> {
  for (let i = 0; i < 200; i++) {
    // The folder itself is made in the background too.
    const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')) : [];
    if (names.length >= count) return names;
    await wait(10);
  }
  throw new Error(`the cache never held ${count} files`);
}

test('keeps twice the pages of the last build plus its spare on disk, dropping the oldest unused files, and only the used ones in memory', async () => {
  const dir = path.join(tempDir(), 'compiled');
  const cache = new CompileCache(dir, 'tool', 1);
  // Ten versions of a page, edited one after the other, and two pages of the site.
  const versions = Array.from({ length: 10 }, (_, i) => cache.key(input('docs/edited.md', `version ${i}`)));
  versions.forEach((key) => cache.set(key, output('docs/edited.md')));
  const live = [cache.key(input('docs/edited.md', 'version 9')), cache.key(input('docs/other.md', 'text'))];
  cache.set(live[1]!, output('docs/other.md'));
  const names = await filesIn(dir, 11);
  // Ages: version 0 oldest.
  versions.forEach((key, i) => utimesSync(path.join(dir, `${key}.json`), 1_000 + i, 1_000 + i));

  await cache.prune(new Set(live));

  const left = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of left) assert.ok(existsSync(path.join(dir, name.replace(/\.json$/, '.js'))), `${name} keeps its code`);
  assert.equal(readdirSync(dir).length, 2 * left.length, 'the code of a page removed goes with it');
  assert.equal(left.length, 2 * 2 + 1, `kept ${left.length} of ${names.length}`);
  for (const key of live) assert.ok(left.includes(`${key}.json`), 'a file the build used is kept');
  for (const key of versions.slice(0, 6)) assert.ok(!left.includes(`${key}.json`), 'the oldest unused versions go first');
  assert.ok(left.includes(`${versions[8]}.json`), 'the newest unused versions stay while there is room');
  // In memory only the used pages remain; the others are read back from disk or compiled again.
  const memoryOnly = new CompileCache(undefined, 'tool');
  memoryOnly.set('a', output('a.md'));
  memoryOnly.set('b', output('b.md'));
  await memoryOnly.prune(new Set(['b']));
  assert.equal(await memoryOnly.get('a'), undefined);
  assert.ok(await memoryOnly.get('b'));
});

test("keeps a page's code apart from its data, and gives it back to another process", async () => {
  const dir = path.join(tempDir(), 'compiled');
  const key = new CompileCache(dir, 'tool').key(input('docs/a.mdx', 'text'));
  const code = "import BrowserOnly from '@docusaurus/BrowserOnly';\nexport default function MDXContent() { return null; }";
  const compiled = new CompileCache(dir, 'tool').set(key, output('docs/a.mdx', code));
  assert.equal(compiled.codeKey, key);
  assert.equal(compiled.importsBrowserOnly, true);
  assert.equal('code' in compiled, false, 'the data holds no code');
  await filesIn(dir, 1);
  const later = new CompileCache(dir, 'tool');
  const read = await later.get(key);
  assert.deepEqual(read, compiled);
  assert.equal(await later.code(read!), code);
  // Data whose code file is gone (a write cut short) is a miss: the page is compiled again.
  rmSync(path.join(dir, `${key}.js`));
  assert.equal(await new CompileCache(dir, 'tool').get(key), undefined);
});
