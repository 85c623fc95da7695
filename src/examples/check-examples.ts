// `tongsite check --examples`: every example of every page (docs, posts and
// their translations) run by the runner its language has in site.config.ts,
// several at once, each in its own folder. An example that passed is not run
// again while its blocks, its runners and its page's variables are the same.
// Identical examples (a translation keeps its page's code) run once and are
// reported at each place they are written.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExamplesConfig } from '../config/define-config.js';
import { loadConfig } from '../config/load-config.js';
import { BuildError, error } from '../diagnostics/build-error.js';
import { failureAt } from './failure-diagnostic.js';
import { sortDiagnostics } from '../diagnostics/report.js';
import { parseEntry } from '../content/front-matter.js';
import { scanContent } from '../content/scan.js';
import { filesOfSets, translatableSets } from '../content/translatable-sets.js';
import type { Diagnostic } from '../model.js';
import { examplesOf, type Example, type SkippedExample } from './example-blocks.js';
import { runExample, timeLimitOf, type ExampleFailure } from './run-example.js';
import { templateProblems } from './templates.js';

export interface ExamplesOptions {
  config?: string;
  /** Run every example again, passed ones included. */
  cache?: boolean;
}

/** One example (run once) and the places it is written. */
export interface ExampleOutcome {
  name: string;
  places: { file: string; line: number; column: number }[];
  variables: Record<string, string>;
  /** Blocks run only in part: the steps left out and why. */
  leftOut: { fileName: string; steps: string[]; reason: string }[];
  /** Whether a block declares its outcome: exit status, standard error or output block. */
  declaresOutcome: boolean;
  status: 'passed' | 'cached' | 'failed';
  failure?: ExampleFailure;
  durationMs: number;
}

export interface ExamplesResult {
  outcomes: ExampleOutcome[];
  skipped: SkippedExample[];
  /** Failures, and problems in how blocks are marked, at their files. */
  diagnostics: Diagnostic[];
  exitCode: 0 | 1;
  durationMs: number;
}

/** What decides an example's result: its blocks, the runners and settings they use, its variables. */
function exampleKey(example: Example, config: ExamplesConfig, configDir: string): string {
  const runners = [...new Set(example.blocks.flatMap((b) => b.runner ?? []))].sort().map((name) => [name, config.runners[name]]);
  const blocks = example.blocks.map(({ lang, runner, fileName, code, leftOut, expected }) => [
    lang,
    runner ?? null,
    fileName,
    code,
    leftOut?.steps ?? null,
    // Not the output block's line: a translation whose text moves it shares the run.
    expected ? [expected.exit, expected.stderr ?? null, expected.output?.text ?? null] : null,
  ]);
  // The config's folder too: {{configDir}} in the env and replace values points at what examples run against.
  const settings = { env: config.env ?? null, replace: config.replace ?? null, timeout: timeLimitOf(example, config), configDir };
  return createHash('sha256')
    .update(JSON.stringify({ blocks, runners, settings, variables: example.variables }))
    .digest('hex');
}

/** Runs jobs with at most `limit` under way at once. */
async function inParallel<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Extracts every example of the site, runs those not known to pass, and reports. */
export async function checkExamples(options: ExamplesOptions = {}): Promise<ExamplesResult> {
  const started = Date.now();
  const config = await loadConfig(options.config ?? 'site.config.ts');
  const examplesConfig = config.examples;
  if (!examplesConfig) {
    throw new BuildError([
      error('config-field', 'the site config has no `examples` field: check --examples does not know how to run code blocks', {
        file: config.configFile,
        hint: 'add examples: { runners: { bash: { extension: "sh", steps: [{ name: "run", run: "bash -e {{file}}" }] } } } to site.config.ts',
      }),
    ]);
  }
  const problems = templateProblems(examplesConfig, config.configFile, readFileSync(config.configFile, 'utf8'));
  if (problems.length) throw new BuildError(problems);

  const tree = await scanContent(config);
  // Every docs version of every instance and every blog, with their translations.
  const files = filesOfSets(translatableSets(config, tree));
  const diagnostics: Diagnostic[] = [...tree.problems];
  const skipped: SkippedExample[] = [];
  const byKey = new Map<string, { copies: Example[]; outcome: ExampleOutcome }>();
  for (const source of files) {
    const parsed = parseEntry(source);
    diagnostics.push(...parsed.diagnostics);
    if (!parsed.entry) continue;
    const found = examplesOf(parsed.entry, examplesConfig);
    diagnostics.push(...found.diagnostics);
    skipped.push(...found.skipped);
    for (const example of found.examples) {
      const key = exampleKey(example, examplesConfig, config.configDir);
      const place = { file: example.file, line: example.line, column: example.column };
      const known = byKey.get(key);
      if (known) {
        known.copies.push(example);
        known.outcome.places.push(place);
      } else
        byKey.set(key, {
          copies: [example],
          outcome: {
            name: example.name,
            places: [place],
            variables: example.variables,
            declaresOutcome: example.blocks.some((b) => b.expected),
            leftOut: example.blocks.flatMap((b) => (b.leftOut ? [{ fileName: b.fileName, ...b.leftOut }] : [])),
            status: 'passed',
            durationMs: 0,
          },
        });
    }
  }

  const cacheDir = path.join(config.cacheDir, 'examples');
  const useCache = options.cache ?? true;
  const jobs = [...byKey].filter(([key, { outcome }]) => {
    if (useCache && existsSync(path.join(cacheDir, key))) outcome.status = 'cached';
    return outcome.status !== 'cached';
  });
  const limit = examplesConfig.concurrency ?? os.availableParallelism();
  await inParallel(jobs, limit, async ([key, { copies, outcome }]) => {
    const t0 = Date.now();
    const failure = await runExample(copies[0]!, examplesConfig, config.configDir);
    outcome.durationMs = Date.now() - t0;
    if (failure) {
      outcome.status = 'failed';
      outcome.failure = failure;
      for (const copy of copies) diagnostics.push(failureAt(outcome, copy));
    } else {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(path.join(cacheDir, key), `${copies[0]!.file}:${copies[0]!.line}\n`);
    }
  });

  const outcomes = [...byKey.values()].map((v) => v.outcome);
  return {
    outcomes,
    skipped,
    diagnostics: sortDiagnostics(diagnostics),
    exitCode: diagnostics.some((d) => d.severity === 'error') ? 1 : 0,
    durationMs: Date.now() - started,
  };
}
