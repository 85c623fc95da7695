// Copies of one page (a docs version's) compile once when the compile did not
// read where the file is; a page whose links resolve from its place compiles
// for each place.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { CompileCache } from '../../src/markdown/compile-cache.js';
import * as local from '../../src/markdown/compile-local.js';
import { compileStage, type CompileResources } from '../../src/markdown/compile-stage.js';
import { HighlightCache } from '../../src/markdown/highlight-cache.js';
import type { CompileInput, SiteMarkdownPlugins } from '../../src/model.js';
import { tempDir } from '../helpers/site.js';

const input = (sitePath: string, text: string, plugins?: SiteMarkdownPlugins): CompileInput => ({
  absPath: `/site/${sitePath}`,
  sitePath,
  text,
  bodyLine: 1,
  ...(plugins && { plugins }),
});

/** Two site plugins: one writes what its RegExp option matches in the text, one the name of the file it compiles. */
const PLUGINS = `
const paragraph = (value) => ({ type: 'paragraph', children: [{ type: 'text', value }] });
exports.remarkMatches = function remarkMatches(options) {
  return (tree, file) => { tree.children.push(paragraph('matched ' + (String(file.value).match(options.pattern) ?? []).join())); };
};
exports.remarkFileName = function remarkFileName() {
  return (tree, file) => { tree.children.push(paragraph('file ' + file.basename)); };
};
`;

/** The site plugins of `refs` (export name and options), from one module file written in `dir`. */
function sitePlugins(dir: string, refs: [string, unknown?][]): SiteMarkdownPlugins {
  const module = path.join(dir, 'plugins.cjs');
  writeFileSync(module, PLUGINS);
  return {
    beforeRemark: [],
    remark: refs.map(([exportName, options]) => ({ name: exportName, module, exportName, ...(options !== undefined && { options }) })),
    beforeRehype: [],
    rehype: [],
  };
}

/** Resources whose compiler counts the files it compiles. */
function countingResources() {
  const compiledPaths: string[] = [];
  const compiler: typeof local = {
    ...local,
    compileMarkdown: (page, highlighter, clock) => {
      compiledPaths.push(page.sitePath);
      return local.compileMarkdown(page, highlighter, clock);
    },
  };
  const resources: CompileResources = {
    cache: new CompileCache(undefined, 'tool'),
    blocks: new HighlightCache(undefined, 'tool'),
    local: Promise.resolve({ compiler, saveCodeCache: async () => undefined }),
  };
  return { resources, compiledPaths };
}

test('a compile that reads no path is path-free; one resolving a relative link or image from its file is not', async () => {
  const highlighter = await local.createCodeHighlighter();
  const free = await local.compileMarkdown(input('docs/a.md', '# A\n\nText, `code`, [out](https://example.com) and [abs](/docs/b.md).\n\n```ts\nconst a = 1;\n```\n'), highlighter);
  assert.ok(free.ok && free.pathFree);
  for (const text of ['# A\n\nSee [b](./b.md).\n', '# A\n\n![x](./x.png)\n', '# A\n\nSee [b](b.md).\n']) {
    const placed = await local.compileMarkdown(input('docs/a.md', text), highlighter);
    assert.ok(placed.ok && !placed.pathFree, text);
  }
});

test('copies of a path-free page compile once, each with its own site path and the same code', async () => {
  const text = '# Install\n\nRun it:\n\n```bash\nnpm install\n```\n';
  const { resources, compiledPaths } = countingResources();
  const paths = ['docs/install.md', 'versioned_docs/version-1.0/install.md', 'versioned_docs/version-2.0/install.md'];
  const built = await compileStage([...paths.map((p) => input(p, text)), input('docs/other.md', `${text}\nMore.\n`)], resources);
  assert.equal(compiledPaths.length, 2, 'one compile for the three copies, one for the other page');
  assert.equal(built.fresh, 4);
  const codes = await Promise.all(paths.map((p) => resources.cache.code(built.compiled.get(p)!)));
  assert.deepEqual(
    paths.map((p) => built.compiled.get(p)!.sitePath),
    paths,
  );
  assert.equal(new Set(codes).size, 1);
  assert.notEqual(built.compiled.get(paths[0]!)!.headings, built.compiled.get(paths[1]!)!.headings, 'each page has its own objects');
  assert.deepEqual(built.compiled.get(paths[0]!)!.headings, built.compiled.get(paths[1]!)!.headings);
});

test('copies of a page with a relative link each compile, their links resolved from their own folders', async () => {
  const text = '# Install\n\nSee [the options](./options.md).\n';
  const { resources, compiledPaths } = countingResources();
  const paths = ['docs/install.md', 'versioned_docs/version-1.0/install.md'];
  const built = await compileStage(
    paths.map((p) => input(p, text)),
    resources,
  );
  assert.deepEqual(compiledPaths.sort(), [...paths].sort());
  const [current, versioned] = await Promise.all(paths.map((p) => resources.cache.code(built.compiled.get(p)!)));
  assert.match(current!, /md:docs\/options\.md/);
  assert.match(versioned!, /md:versioned_docs\/version-1\.0\/options\.md/);
});

test('copies compiled with site plugins of other options, or with a plugin that reads the file, each compile', async () => {
  const text = '# Words\n\nalpha beta\n';
  const { resources, compiledPaths } = countingResources();
  const dir = tempDir();
  const built = await compileStage(
    [
      input('docs/a.md', text, sitePlugins(dir, [['remarkMatches', { pattern: /alpha/ }]])),
      input('versioned_docs/version-1.0/a.md', text, sitePlugins(dir, [['remarkMatches', { pattern: /beta/ }]])),
      input('docs/b.md', text, sitePlugins(dir, [['remarkFileName']])),
      input('versioned_docs/version-1.0/b.md', text, sitePlugins(dir, [['remarkFileName']])),
    ],
    resources,
  );
  assert.equal(compiledPaths.length, 4, 'options told apart though JSON writes both RegExps as {}; a plugin reading the path makes the page its own');
  const code = (sitePath: string) => resources.cache.code(built.compiled.get(sitePath)!);
  assert.match(await code('docs/a.md'), /matched alpha/);
  assert.match(await code('versioned_docs/version-1.0/a.md'), /matched beta/);
  assert.match(await code('docs/b.md'), /file b\.md/);
});
