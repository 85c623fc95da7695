// `node --import tsx scripts/bench-highlight.ts [--rounds N] [DIR…]`: shiki's two
// regex engines (Oniguruma compiled to WebAssembly, and its JavaScript RegExp
// engine) on the fenced code of real sites (default: the five Docusaurus sites
// and both Tongsuo trees of ../shared/corpus). Each engine runs in a fresh
// process, as a compile worker does, rounds interleaved; per language it reports
// the blocks, their size, the median CPU time (user+sys) of each engine to load
// the grammar, to highlight every block once and then a second time (what a
// grammar's first use costs beyond its load), and how many blocks the two
// engines wrote differently. What it finds is what `JAVASCRIPT_LANGUAGES` in
// src/markdown/highlight-settings.ts is made from. Nothing is asserted.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledLanguages, bundledLanguagesInfo, type BundledLanguage } from 'shiki';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { fencedBlocks } from '../src/markdown/fenced-blocks.js';
import { createCodeHighlighter, type EngineChoice } from '../src/markdown/highlighter.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpus = path.join(root, '../shared/corpus');
const DEFAULT_DIRS = ['tongsuo-docs', 'tongsuo-docs-latest', 'docusaurus-sites'].map((d) => path.join(corpus, d));

/** A language's canonical id (`ts` → `typescript`), or undefined when shiki does not know it. */
const ids = new Map(bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.id])));

/** The fenced blocks of every Markdown file under `dirs`, each once, by canonical language. */
function blocksOf(dirs: string[]): Map<string, { lang: string; code: string }[]> {
  const seen = new Set<string>();
  const byLanguage = new Map<string, { lang: string; code: string }[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const { lang, code } of fencedBlocks(readFileSync(abs, 'utf8'), 1)) {
          const id = ids.get(lang.toLowerCase());
          if (!id || seen.has(`${lang}\0${code}`)) continue;
          seen.add(`${lang}\0${code}`);
          if (!byLanguage.has(id)) byLanguage.set(id, []);
          byLanguage.get(id)!.push({ lang, code });
        }
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return byLanguage;
}

/** How many patterns of a grammar (and those it embeds) the JavaScript engine cannot translate. */
async function untranslatable(id: string): Promise<number> {
  const patterns: string[] = [];
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && ['match', 'begin', 'end', 'while'].includes(key)) patterns.push(value);
      else collect(value);
    }
  };
  collect((await bundledLanguages[id as BundledLanguage]()).default);
  return patterns.filter((pattern) => {
    try {
      defaultJavaScriptRegexConstructor(pattern);
      return false;
    } catch {
      return true;
    }
  }).length;
}

/** CPU ms to load a language's grammar, to highlight its blocks the first time and a second time; a hash of each block's HTML. */
interface Run {
  load: number;
  first: number;
  again: number;
  hashes: string[];
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** In a child: highlights every block with one engine, language by language; prints CPU ms and a hash of the HTML per language. */
async function child(engine: EngineChoice, dirs: string[]): Promise<void> {
  const { createHash } = await import('node:crypto');
  const highlighter = await createCodeHighlighter([], engine);
  const result: Record<string, Run> = {};
  for (const [id, blocks] of blocksOf(dirs)) {
    const from = cpuMs();
    await highlighter.load(blocks.map((b) => b.lang));
    const loaded = cpuMs();
    const hashes = blocks.map(({ lang, code }) =>
      createHash('sha1')
        .update(highlighter.toHtml(code, lang, { preClasses: [], highlightLines: new Set() }))
        .digest('hex')
        .slice(0, 12),
    );
    const done = cpuMs();
    // Once more: what a worker pays for a block once the grammar's patterns have all been met.
    for (const { lang, code } of blocks) highlighter.toHtml(code, lang, { preClasses: [], highlightLines: new Set() });
    result[id] = { load: loaded - from, first: done - loaded, again: cpuMs() - done, hashes };
  }
  process.stdout.write(JSON.stringify(result));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--child');
  if (at >= 0) return child(args[at + 1] as EngineChoice, args.slice(at + 2));
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 3;
  const dirs = args.length ? args.map((d) => path.resolve(d)) : DEFAULT_DIRS;
  const blocks = blocksOf(dirs);
  const runs: Record<EngineChoice, Record<string, Run>[]> = { oniguruma: [], javascript: [], auto: [] };
  for (let round = 0; round < rounds; round++) {
    for (const engine of ['oniguruma', 'javascript'] as const) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', engine, ...dirs], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
      if (run.status !== 0) throw new Error(run.stderr);
      runs[engine].push(JSON.parse(run.stdout));
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`shiki engines, CPU ms (user+sys), median of ${rounds} interleaved rounds: load = the grammar, first = its blocks highlighted once, again = a second time`);
  console.log('language           blocks      KB  onig load  first  again    js load  first  again  blocks whose HTML differs  untranslatable patterns');
  const totals = { oniguruma: [0, 0, 0], javascript: [0, 0, 0] };
  for (const [id, list] of [...blocks].sort((a, b) => b[1].length - a[1].length)) {
    const cells: string[] = [];
    for (const engine of ['oniguruma', 'javascript'] as const) {
      const parts = (['load', 'first', 'again'] as const).map((part) => median(runs[engine].map((r) => r[id]![part])));
      parts.forEach((ms, i) => (totals[engine][i]! += ms));
      cells.push(parts.map((ms, i) => ms.toFixed(0).padStart(i === 0 ? 10 : 6)).join(' '));
    }
    const [onig, js] = [runs.oniguruma[0]![id]!.hashes, runs.javascript[0]![id]!.hashes];
    const differing = onig.filter((hash, i) => hash !== js[i]).length;
    const kb = list.reduce((sum, b) => sum + b.code.length, 0) / 1024;
    console.log(
      `${id.padEnd(18)} ${String(list.length).padStart(6)} ${kb.toFixed(1).padStart(7)} ${cells.join(' ')}  ${String(differing).padStart(25)}  ${await untranslatable(id)}`,
    );
  }
  const sum = (engine: 'oniguruma' | 'javascript') => totals[engine].map((ms, i) => ms.toFixed(0).padStart(i === 0 ? 10 : 6)).join(' ');
  console.log(`${'all'.padEnd(33)}${sum('oniguruma')} ${sum('javascript')}`);
}

await main();
