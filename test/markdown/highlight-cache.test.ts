// Highlighted blocks outlive the build that made them: a page edited in a later
// process compiles with the blocks it kept read from disk, and only a block that
// changed is highlighted (its language loaded) again.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as wait } from 'node:timers/promises';
import { CompileCache } from '../../src/markdown/compile-cache.js';
import { compileStage, type CompileResources } from '../../src/markdown/compile-stage.js';
import { HighlightCache } from '../../src/markdown/highlight-cache.js';
import { highlightSettings } from '../../src/markdown/highlight-settings.js';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';
import { blockKey } from '../../src/markdown/code-block.js';
import { highlightBlock } from '../../src/markdown/plugins/rehype-code.js';
import type { CompileInput } from '../../src/model.js';
import { tempDir } from '../helpers/site.js';

const page = (prose: string, shell: string): CompileInput => ({
  absPath: '/site/docs/build.md',
  sitePath: 'docs/build.md',
  bodyLine: 1,
  text: `# Build\n\n${prose}\n\n\`\`\`c\nint main(void) { return 0; }\n\`\`\`\n\n\`\`\`bash\n${shell}\n\`\`\`\n`,
});

/** What a new process compiles with: empty compile cache (the page changed), the blocks folder, a highlighter noting the languages it loads. */
async function freshProcess(dir: string) {
  const loaded: string[] = [];
  const highlighter = await createCodeHighlighter();
  const load = highlighter.load.bind(highlighter);
  highlighter.load = (langs) => {
    loaded.push(...langs);
    return load(langs);
  };
  const resources: CompileResources = { cache: new CompileCache(undefined, 'tool'), blocks: new HighlightCache(dir, 'tool'), highlighter: Promise.resolve(highlighter) };
  return { resources, loaded };
}

/** Waits until the background writes have landed: `count` blocks in the folder (files being written are named `….tmp`). */
async function blocksIn(dir: string, count: number): Promise<void> {
  const blocks = () => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.html')) : []);
  for (let i = 0; i < 300 && blocks().length < count; i++) await wait(10);
  assert.equal(blocks().length, count);
}

test('a page edited in a later build highlights only the block that changed, with the same HTML as a build without the cache', async () => {
  const dir = path.join(tempDir(), 'highlighted');
  const first = await freshProcess(dir);
  const built = await compileStage([page('First words.', 'make')], first.resources);
  assert.equal(built.fresh, 1);
  assert.deepEqual(first.loaded.sort(), ['bash', 'c']);
  await blocksIn(dir, 2);

  const proseEdited = await freshProcess(dir);
  const again = await compileStage([page('Other words.', 'make')], proseEdited.resources);
  assert.equal(again.fresh, 1, 'the page itself compiles again');
  assert.deepEqual(proseEdited.loaded, [], 'no block was highlighted: none changed');

  const shellEdited = await freshProcess(dir);
  const edited = page('Other words.', 'make install');
  const withCache = await compileStage([edited], shellEdited.resources);
  assert.deepEqual(shellEdited.loaded, ['bash'], 'only the changed block was highlighted');
  await blocksIn(dir, 3);

  const noCache = await freshProcess(path.join(tempDir(), 'elsewhere'));
  const cold = await compileStage([edited], noCache.resources);
  assert.equal(withCache.compiled.get('docs/build.md')!.codeKey, cold.compiled.get('docs/build.md')!.codeKey);
  assert.equal(await shellEdited.resources.cache.code(withCache.compiled.get('docs/build.md')!), await noCache.resources.cache.code(cold.compiled.get('docs/build.md')!));
});

test('a block read from the cache is the HTML a cold highlighter writes, and a cache of another theme or shiki does not serve it', async () => {
  const dir = path.join(tempDir(), 'highlighted');
  const block = { lang: 'ts', meta: '{1}', code: 'const answer: number = 42;' };
  const cold = await createCodeHighlighter();
  await cold.load(['ts']);
  const html = highlightBlock(cold, block);
  await new HighlightCache(dir, 'tool').write([[blockKey(block), html]]);
  const hit = await new HighlightCache(dir, 'tool').read([blockKey(block)]);
  assert.equal(hit.get(blockKey(block)), html);
  const settings = JSON.parse(highlightSettings());
  const otherTheme = JSON.stringify({ ...settings, theme: { ...settings.theme, variablePrefix: '--code-' } });
  const otherShiki = JSON.stringify({ ...settings, shiki: '0.0.1' });
  for (const other of [otherTheme, otherShiki]) assert.equal((await new HighlightCache(dir, 'tool', 2000, other).read([blockKey(block)])).size, 0);
  assert.equal((await new HighlightCache(dir, 'another tool').read([blockKey(block)])).size, 0);
});
