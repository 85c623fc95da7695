// The search figures of one build folder, for scripts/bench-search.js: per
// locale, the known-item evaluation (hit@1, hit@8, MRR per kind), the bytes
// a first query downloads (gzipped: the index file, the index it shares pages
// with, the shards and text fragments the query fetches; median and p95 over
// the known-item queries), and the index's total bytes. Prints JSON.
//
//   node --import tsx bench/search-figures.ts <build folder>
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { evaluate, itemsOf, SUGGESTIONS } from '../test/search/known-item-eval.js';
import { ask, indexFileOf, openEngine, readDir } from '../test/search/open-engine.js';

const dir = process.argv[2]!;
const read = readDir(dir);
const gzipped = new Map<string, number>();
const gz = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) gzipped.set(file, (size = gzipSync(readFileSync(path.join(dir, file))).length));
  return size;
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

const items = itemsOf(dir);
const out: Record<string, unknown> = {};
for (const locale of ['zh-cn', 'en']) {
  const mine = items.filter((i) => i.locale === locale);
  const indexFile = indexFileOf(locale);
  const bytes: number[] = [];
  const engines = { [locale]: await openEngine(read, indexFile) };
  for (const item of mine) {
    // A reader's first query: a fresh engine, nothing fetched before.
    const fetched: string[] = [];
    const engine = await openEngine(read, indexFile, fetched);
    await ask(engine, item.query, { limit: SUGGESTIONS });
    bytes.push([indexFile, ...new Set(fetched)].reduce((sum, file) => sum + gz(file), 0));
  }
  const localeDir = path.dirname(path.join(dir, indexFile));
  const files = readdirSync(localeDir).filter((f) => f.startsWith('search-index'));
  const figures = await evaluate(mine, engines);
  out[locale] = {
    queries: mine.map((i) => i.query),
    firstQueryBytes: { median: quantile(bytes, 0.5), p95: quantile(bytes, 0.95) },
    totalBytes: files.reduce((sum, f) => sum + gz(path.relative(dir, path.join(localeDir, f))), 0),
    files: files.length,
    eval: Object.fromEntries([...figures].map(([key, f]) => [key, { count: f.count, hit1: f.hit1, hit8: f.hit8, mrr: f.mrr }])),
  };
}
console.log(JSON.stringify(out));
