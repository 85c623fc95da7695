// serve --watch reuses the site model while the fingerprint of what it reads is
// unchanged (src/content/model-memo.ts). The fingerprint lists those inputs by
// hand; this test changes every field of the compiled pages, the parsed entries
// and the content tree, one at a time, and fails when the reused model differs
// from a model built afresh: that is, when the list misses something the model reads.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { rememberedSiteModel, type ModelMemo } from '../../src/content/model-memo.js';
import { readContent } from '../../src/content/read-content.js';
import { buildSiteModel } from '../../src/content/site-model.js';
import { CompileCache, compiledDirOf } from '../../src/markdown/compile-cache.js';
import { type CompileResources, compileStage } from '../../src/markdown/compile-stage.js';
import { HighlightCache, highlightedDirOf } from '../../src/markdown/highlight-cache.js';
import type { Compiled, Entry, LocaleModel } from '../../src/model.js';
import { compileWorkerFile, toolHash } from '../../src/tool-paths.js';
import { ROOT } from '../helpers/site.js';

type ModelInput = Parameters<typeof buildSiteModel>[0];

/** What a model shows: every page's data, the chrome and sidebar, the records without their inputs. */
const shown = (locales: LocaleModel[]) =>
  JSON.stringify(
    locales.map((l) => ({
      site: l.site,
      sidebar: l.sidebar,
      routes: l.routes.map((r) => [r.url, r.outFile, r.kind, r.page, r.contents]),
      records: [...l.docs, ...l.posts].map(({ entry: _entry, compiled: _compiled, ...record }) => record),
    })),
  );

/** A value changed as an edit could change it, the same type kept. */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return `${value} (edited)`;
  if (typeof value === 'number') return value * 10 + 700;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length ? [...value.slice(1), changed(value[0])] : [{ depth: 2, id: 'added', text: 'Added', heading: 'Added', code: '' }];
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changed(v)]));
  return 'added';
}

test('the reused site model is the one a fresh build makes, whatever field of its inputs an edit changes', async () => {
  const config = await loadConfig(path.join(ROOT, 'site.config.ts'));
  const content = await readContent(config, { scan: new Map(), parsed: new Map() });
  const inputs = [...content.entries.values()].map((e) => ({ absPath: e.source.absPath, sitePath: e.source.sitePath, text: e.source.text, bodyLine: e.bodyLine }));
  const workerFile = compileWorkerFile(ROOT);
  const resources: CompileResources = {
    cache: new CompileCache(compiledDirOf(config.cacheDir), toolHash(ROOT)),
    blocks: new HighlightCache(highlightedDirOf(config.cacheDir), toolHash(ROOT)),
    ...(workerFile && { workerFile }),
  };
  const { compiled } = await compileStage(inputs, resources);
  await resources.pool?.close();
  const base: ModelInput = { config, tree: content.tree, entries: content.entries, compiled };

  // A doc with a translation, a post, and a doc without one: each field of each.
  const samples = [
    [...compiled.keys()].find((p) => p.startsWith('docs/'))!,
    ...[...compiled.keys()].filter((p) => p.startsWith('blog/')).slice(0, 1),
    ...[...compiled.keys()].filter((p) => p.startsWith('docs/features/')).slice(0, 1),
  ];
  assert.equal(samples.length, 3, `sample pages missing: ${samples.join(', ')}`);
  const edits: [string, ModelInput][] = [];
  for (const sitePath of samples) {
    const page = compiled.get(sitePath)!;
    for (const field of Object.keys(page) as (keyof Compiled)[]) {
      const edited = new Map(compiled).set(sitePath, { ...page, [field]: changed(page[field]) } as Compiled);
      edits.push([`${sitePath}: compiled.${field}`, { ...base, compiled: edited }]);
    }
    const entry = content.entries.get(sitePath)!;
    for (const field of Object.keys(entry) as (keyof Entry)[]) {
      if (field === 'source') continue;
      const edited = new Map(content.entries).set(sitePath, { ...entry, [field]: changed(entry[field]) } as Entry);
      edits.push([`${sitePath}: entry.${field}`, { ...base, entries: edited }]);
    }
    for (const key of Object.keys(entry.frontMatter)) {
      const edited = new Map(content.entries).set(sitePath, { ...entry, frontMatter: { ...entry.frontMatter, [key]: changed(entry.frontMatter[key]) } });
      edits.push([`${sitePath}: front matter ${key}`, { ...base, entries: edited }]);
    }
  }
  const [category] = content.tree.categories;
  assert.ok(category, 'the site has a _category_ file');
  const categories = new Map(content.tree.categories).set(category[0], { ...category[1], text: JSON.stringify({ label: 'Edited label', position: 99 }) });
  edits.push(['a _category_.json', { ...base, tree: { ...content.tree, categories } }]);
  edits.push(['static files', { ...base, tree: { ...content.tree, staticFiles: [...content.tree.staticFiles, 'img/added.png'] } }]);

  let modelChanged = 0;
  for (const [what, input] of edits) {
    const memo: ModelMemo = {};
    rememberedSiteModel(base, memo);
    const fresh = shown(buildSiteModel(input).locales);
    if (fresh !== shown(buildSiteModel(base).locales)) modelChanged++;
    assert.equal(shown(rememberedSiteModel(input, memo).locales), fresh, `an edit of ${what} changes the model, but the memo reused the old one: add it to the fingerprint`);
  }
  // The edits are real: most of them change what the model shows.
  assert.ok(modelChanged > edits.length / 3, `only ${modelChanged} of ${edits.length} edits changed the model`);
});
