import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import type { Compiled, CompileInput, CompileOutput, CompileResult, Diagnostic } from '../model.js';
import type { CompileCache } from './compile-cache.js';
import { compileTimeLimitSeconds, formatSeconds, slowSitePlugins } from './compile-time-limit.js';
import { blockKey, type CodeBlock } from './code-block.js';
import type { HighlightCache } from './highlight-cache.js';
import { planHighlighting, spreadBlocks, type HighlightPlan } from './highlight-plan.js';
import type { CodeHighlighter } from './highlighter.js';
import { needsMainThread } from './in-thread-plugins.js';
import { loadLocalCompiler, type LoadedCompiler, type LocalCompiler } from './local-compiler.js';
import { CompileWorkerPool, type HighlightedBlocks } from './worker-pool.js';

/** What compiling keeps between builds of one process (watch mode): caches, highlighter, workers. */
export interface CompileResources {
  cache: CompileCache;
  /** Highlighted blocks across pages and builds. */
  blocks: HighlightCache;
  workerFile?: string;
  /** The compiler bundled for this thread (dist/compile-local.cjs); without it, the source modules. */
  localFile?: string;
  /** Where the bundle's code cache is kept (local-compiler.ts); none without the site's cache. */
  localCodeCache?: string;
  local?: Promise<LoadedCompiler>;
  highlighter?: Promise<CodeHighlighter>;
  pool?: CompileWorkerPool;
}

/** Below this many files to compile, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 12;

/**
 * Compiles every input not already in the cache, on worker threads when there
 * are many, and returns each file's Compiled by site path plus all problems.
 */
export async function compileStage(
  inputs: CompileInput[],
  resources: CompileResources,
  onProgress?: (note: string) => void,
): Promise<{ compiled: Map<string, Compiled>; diagnostics: Diagnostic[]; fresh: number }> {
  const compiled = new Map<string, Compiled>();
  const diagnostics: Diagnostic[] = [];
  const todo: { input: CompileInput; key: string }[] = [];
  const used = new Set<string>();
  await Promise.all(
    inputs.map(async (input) => {
      const key = resources.cache.key(input);
      used.add(key);
      const hit = await resources.cache.get(key);
      if (hit) compiled.set(input.sitePath, hit);
      else todo.push({ input, key });
    }),
  );
  // Pages with a site plugin held in this process (in-thread-plugins.ts) compile here, whatever the others do.
  const here = todo.filter((t) => needsMainThread(t.input.plugins));
  const useWorkers = todo.length - here.length >= WORKER_THRESHOLD && resources.workerFile && existsSync(resources.workerFile);
  if (useWorkers) resources.pool ??= startCompileWorkers(resources.workerFile!);
  const plan = planHighlighting(todo.map((t) => t.input));
  const known = await resources.blocks.read(plan.keys());
  const missing = plan.unique().filter((block) => !known.has(blockKey(block)));
  // The compiler (MDX, shiki, KaTeX) loads only when this process compiles:
  // a build served from the cache, or one done by workers, never pays for it.
  const compilesHere = useWorkers ? here.length > 0 : todo.length > 0;
  const local = compilesHere ? await localCompiler(resources) : undefined;
  const onWorkers = useWorkers ? compileOnWorkers(resources, plan, known, missing, onProgress) : undefined;
  // Beside the workers, this thread highlights only its own pages' blocks (the workers' lanes already have them all).
  const hereBlocks = useWorkers ? blocksOf(here, plan, missing) : missing;
  const onThisThread = local ? await compileHere(resources, known, hereBlocks, local) : undefined;
  const run = (input: CompileInput) => (onWorkers && !needsMainThread(input.plugins) ? onWorkers(input) : onThisThread!(input));
  const limitSeconds = useWorkers ? resources.pool!.timeLimitSeconds : compileTimeLimitSeconds();
  // Largest first, so that one big file does not finish last on a lone core.
  todo.sort((a, b) => b.input.text.length - a.input.text.length);
  // The first of the files with one text compiles; the others (a docs version's copy of a page) take its output
  // when that compile did not read where its file is (path-reads.ts), else compile themselves.
  const firsts = new Map<string, Promise<CompileResult>>();
  const sameCompile = sameCompileKeys();
  await Promise.all(
    todo.map(async ({ input, key }) => {
      const same = sameCompile(input);
      const first = firsts.get(same);
      if (!first) firsts.set(same, run(input));
      const shared = first && (await first);
      const result = shared?.ok && shared.pathFree ? copyFor(shared.compiled, input) : await (first ? run(input) : firsts.get(same)!);
      if (!result.ok) {
        diagnostics.push(...result.diagnostics);
        return;
      }
      const slow = slowSitePlugins(input, result.sitePluginTimes, limitSeconds, resources.cache.kept);
      if (slow) diagnostics.push(slow);
      compiled.set(input.sitePath, resources.cache.set(key, result.compiled));
    }),
  );
  // Once this thread has compiled, the code cache holds the functions that compile took; a cache that cannot be
  // written only costs the next build its load.
  if (local) await (await resources.local!).saveCodeCache().catch(() => undefined);
  // A compiled page's warnings are about its own file, wherever the site is now:
  // a cached page may have been compiled before the site's folder moved.
  const fileOf = new Map(inputs.map((input) => [input.sitePath, input.absPath]));
  for (const [sitePath, c] of compiled) diagnostics.push(...c.warnings.map((w) => ({ ...w, file: fileOf.get(sitePath) ?? w.file })));
  // In the background: a build does not wait on its caches.
  void resources.cache.prune(used).catch(() => undefined);
  void resources.blocks.prune().catch(() => undefined);
  return { compiled, diagnostics, fresh: todo.length };
}

/**
 * What makes two inputs compile alike wherever their files are: text, kind of
 * file, site plugins and their options. The options are told apart as they
 * travel to the workers, by the structured clone's own serializer (JSON would
 * write two different RegExp, Map or Date options alike).
 */
function sameCompileKeys(): (input: CompileInput) => string {
  const ofPlugins = new Map<object, string>();
  const pluginsKey = (plugins: CompileInput['plugins']) => {
    if (!plugins) return '';
    let key = ofPlugins.get(plugins);
    if (key === undefined) ofPlugins.set(plugins, (key = serialize(plugins).toString('base64')));
    return key;
  };
  return (input) => `${path.extname(input.absPath)}\0${input.bodyLine}\0${input.mermaid ?? ''}\0${pluginsKey(input.plugins)}\0${input.text}`;
}

/** Of the `missing` blocks, those the pages of `todo` show. */
function blocksOf(todo: { input: CompileInput }[], plan: HighlightPlan, missing: CodeBlock[]): CodeBlock[] {
  const shown = new Set(todo.flatMap((t) => (plan.blocks.get(t.input.sitePath) ?? []).map(blockKey)));
  return missing.filter((block) => shown.has(blockKey(block)));
}

/** Another file's path-free output as this file's: its own copy (nothing downstream shares objects between pages), its own site path. */
const copyFor = (compiled: CompileOutput, input: CompileInput): CompileResult => ({ ok: true, compiled: { ...structuredClone(compiled), sitePath: input.sitePath } });

/** The compile workers: one per core, up to four. */
export const startCompileWorkers = (workerFile: string) => new CompileWorkerPool(workerFile, Math.max(1, Math.min(os.availableParallelism(), 4)));

/**
 * Ends the compile workers of a build that will not compile again (anything
 * but serve --watch). They go while the pages render, not when the process
 * exits, and a caller without a session is not kept alive by them.
 */
export function releaseWorkers(resources: CompileResources): void {
  const pool = resources.pool;
  delete resources.pool;
  void pool?.close();
}

/**
 * Compiles on the workers: first the code not on disk is highlighted, spread
 * over the workers' lanes in jobs (see highlight-plan.ts), then each page
 * compiles on whichever worker is free, as soon as the HTML of its blocks is in.
 */
function compileOnWorkers(resources: CompileResources, plan: HighlightPlan, known: Map<string, string>, missing: CodeBlock[], onProgress?: (note: string) => void) {
  const pool = resources.pool!;
  const lanes = spreadBlocks(missing, pool.size);
  const laneJobs = lanes.flatMap((jobs, lane) => jobs.map((blocks) => ({ blocks, lane })));
  // A job that failed leaves its blocks to the pages' compiles, which report any real problem.
  const jobs = laneJobs.map(({ blocks, lane }) =>
    pool.highlight(blocks, lane).then(
      (html) => {
        void resources.blocks.write(html);
        for (const [key, block] of html) known.set(key, block);
      },
      () => undefined,
    ),
  );
  const jobOf = new Map(laneJobs.flatMap(({ blocks }, job) => blocks.map((block): [string, number] => [blockKey(block), job])));
  return async (input: CompileInput): Promise<CompileResult> => {
    const keys = new Set((plan.blocks.get(input.sitePath) ?? []).map(blockKey));
    await Promise.all([...new Set([...keys].map((key) => jobOf.get(key)))].map((job) => (job === undefined ? undefined : jobs[job])));
    const handedOver: HighlightedBlocks = [];
    for (const key of keys) {
      const html = known.get(key);
      if (html !== undefined) handedOver.push([key, html]);
    }
    const onSlow = onProgress && ((plugin: string, siteMs: number) => onProgress(`${input.sitePath}: the site's ${plugin}, ${formatSeconds(siteMs)} so far`));
    return pool.compile(input, handedOver, onSlow);
  };
}

/** Compiles in this thread, with the blocks on disk handed to the highlighter and the others highlighted (and kept) first. */
async function compileHere(resources: CompileResources, known: Map<string, string>, blocks: CodeBlock[], local: LocalCompiler) {
  const highlighter = await highlighterOf(resources);
  for (const [key, html] of known) highlighter.highlighted.set(key, html);
  if (blocks.length) {
    await highlighter.load(blocks.map((block) => block.lang));
    void resources.blocks.write(blocks.map((block): [string, string] => [blockKey(block), local.highlightBlock(highlighter, block)]));
  }
  return (input: CompileInput) => local.compileMarkdown(input, highlighter);
}

/** The highlighter of this thread: no engine nor grammar loads until a block needs one. */
function highlighterOf(resources: CompileResources): Promise<CodeHighlighter> {
  return (resources.highlighter ??= localCompiler(resources).then((local) => local.createCodeHighlighter()));
}

/**
 * The compiler of this thread, loaded once (local-compiler.ts). Bundled, an
 * edit's build of our site spent 455 ms of CPU in its compile stage against
 * 899 ms from the modules in node_modules (5 interleaved rounds, medians, load 18–29).
 */
async function localCompiler(resources: CompileResources): Promise<LocalCompiler> {
  return (await (resources.local ??= loadLocalCompiler(resources.localFile, resources.localCodeCache))).compiler;
}

/** A page using the common constructs, compiled once to warm the compiler up. */
const WARM_UP = [
  '# Warm-up',
  '',
  'Text with `code`, **strong** and $x^2$.',
  '',
  '## Part',
  '',
  '- item',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  ':::note',
  'A note.',
  ':::',
  '',
  '```c',
  'int main(void) { return 0; }',
  '```',
  '',
].join('\n');

/**
 * Loads the compiler and the highlighter in this thread ahead of need and runs
 * them once: the dev server compiles an edited file here, and the first edit
 * should not wait for MDX and shiki to load, nor run their code cold.
 */
export async function readyLocalCompiler(resources: CompileResources): Promise<void> {
  const [local, highlighter] = await Promise.all([localCompiler(resources), highlighterOf(resources)]);
  await highlighter.load(local.COMMON_LANGUAGES);
  await local.compileMarkdown({ absPath: 'warm-up.md', sitePath: 'warm-up.md', text: WARM_UP, bodyLine: 1 }, highlighter);
}
