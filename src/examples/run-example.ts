// Runs one example in a folder of its own: its blocks are written as files in
// page order, and each block that has a runner runs the runner's steps, shell
// commands, in that folder. Each step must exit 0, but a block's last step
// ends as the block declares (exit status, standard error, output block). A time limit covers the whole example; whatever an
// example leaves running (a server started with `&`) is killed when it ends.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExamplesConfig } from '../config/define-config.js';
import type { Example, ExampleBlock } from './example-blocks.js';
import { outputMatches } from './expected-output.js';
import { expandTemplate } from './templates.js';

/** Why an example failed: the step that failed (compile, link, run…) and how. */
export interface ExampleFailure {
  /** Index in example.blocks of the block whose step failed. */
  block: number;
  step: string;
  /**
   * `exit` with the code (and the one the block expects, when it declares one),
   * `time-out`, `signal` with its name; `stderr` when standard error lacks the
   * text the block expects, `output` when standard output does not match its output block.
   */
  how:
    | { kind: 'exit'; code: number; expected?: number }
    | { kind: 'time-out'; seconds: number }
    | { kind: 'signal'; signal: string }
    | { kind: 'stderr'; expected: string; actual: string }
    | { kind: 'output'; expected: string; actual: string; line: number };
  /** The end of what the step printed, shortened. */
  output: string;
}

/** How a step that failed ended. */
type StepEnd = { kind: 'exit'; code: number } | { kind: 'time-out' } | { kind: 'signal'; signal: string };

const MAX_OUTPUT_LINES = 30;
const MAX_OUTPUT_CHARS = 3000;

/** The last lines of a step's output, at most a few thousand characters. */
export function shortenOutput(text: string): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  let kept = lines.slice(-MAX_OUTPUT_LINES).map((l) => (l.length > 200 ? `${l.slice(0, 200)}…` : l));
  while (kept.join('\n').length > MAX_OUTPUT_CHARS && kept.length > 1) kept = kept.slice(1);
  const cut = kept.length < lines.length;
  return `${cut ? '…\n' : ''}${kept.join('\n')}`;
}

/** The values a block's templates see: the page's variables, the config's folder, the example's folder, the block's file. */
function valuesFor(example: Example, configDir: string, dir: string, fileName?: string): Record<string, string> {
  return {
    ...example.variables,
    configDir,
    dir,
    ...(fileName !== undefined && { file: fileName, stem: fileName.replace(/\.[^./]*$/, '') }),
  };
}

/** The seconds an example may take: the longest limit among the runners it uses. */
export function timeLimitOf(example: Example, config: ExamplesConfig): number {
  const own = example.blocks.flatMap((b) => (b.runner && config.runners[b.runner]!.timeout) || []);
  return Math.max(config.timeout ?? 30, ...own);
}

/** Runs one example; resolves to undefined when every step exits 0 in time. */
export async function runExample(example: Example, config: ExamplesConfig, configDir: string): Promise<ExampleFailure | undefined> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tongsite-example-'));
  const folder = path.join(root, 'work');
  mkdirSync(folder);
  const seconds = timeLimitOf(example, config);
  const deadline = Date.now() + seconds * 1000;
  const groups: number[] = [];
  const pageValues = valuesFor(example, configDir, folder);
  const replacements = Object.entries(config.replace ?? {}).map(([from, to]) => [from, expandTemplate(to, pageValues)] as const);
  try {
    for (const [index, block] of example.blocks.entries()) {
      let code = block.code;
      for (const [from, to] of replacements) code = code.split(from).join(to);
      const file = path.join(folder, block.fileName);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, code.endsWith('\n') ? code : `${code}\n`);
      if (!block.runner) continue;
      const runner = config.runners[block.runner]!;
      const values = valuesFor(example, configDir, folder, block.fileName);
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const [name, value] of Object.entries({ ...config.env, ...runner.env })) env[name] = expandTemplate(value, values);
      const steps = runner.steps.flatMap((step, n) => (block.leftOut?.steps.includes(step.name) ? [] : [{ step, n }]));
      for (const { step, n } of steps) {
        const log = path.join(root, `block-${index}-step-${n}`);
        // The last step of a block that declares an outcome keeps its standard error apart.
        const expected = n === steps.at(-1)!.n ? block.expected : undefined;
        const how = await runStep(expandTemplate(step.run, values), folder, env, { log, apart: Boolean(expected) }, deadline, groups);
        const printed = () => shortenOutput(readLog(log, Boolean(expected)));
        if (how && how.kind !== 'exit') return { block: index, step: step.name, how: how.kind === 'time-out' ? { kind: 'time-out', seconds } : how, output: printed() };
        const code = how?.code ?? 0;
        if (code !== (expected?.exit ?? 0)) return { block: index, step: step.name, how: { kind: 'exit', code, ...(expected && { expected: expected.exit }) }, output: printed() };
        if (expected) {
          const unmet = unmetExpectation(block, readLog(`${log}.out`, false), readLog(`${log}.err`, false), replacements);
          if (unmet) return { block: index, step: step.name, how: unmet, output: printed() };
        }
      }
    }
    return undefined;
  } finally {
    for (const group of groups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // The group has ended already.
      }
    }
    rmSync(root, { recursive: true, force: true });
  }
}

/** What a step printed: its one log, or standard output then standard error when kept apart. */
function readLog(log: string, apart: boolean): string {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  return apart ? `${read(`${log}.out`)}${read(`${log}.err`)}` : read(log);
}

/**
 * The expectation a run that exited as declared does not meet: text missing from
 * standard error, or standard output unlike the output block. Paths the config
 * replaced in the code are put back in what the run printed, as the page shows them.
 */
function unmetExpectation(block: ExampleBlock, out: string, err: string, replacements: (readonly [string, string])[]): ExampleFailure['how'] | undefined {
  const asWritten = (text: string) => replacements.reduce((t, [from, to]) => t.split(to).join(from), text);
  const expected = block.expected!;
  if (expected.stderr !== undefined && !asWritten(err).includes(expected.stderr)) return { kind: 'stderr', expected: expected.stderr, actual: asWritten(err) };
  if (expected.output && !outputMatches(expected.output.text, asWritten(out)))
    return { kind: 'output', expected: expected.output.text, actual: asWritten(out), line: expected.output.line };
  return undefined;
}

/**
 * One shell command in its own process group, output into a file (a pipe would
 * stay open as long as anything it started in the background runs). Resolves
 * to undefined on exit 0 before the deadline.
 */
function runStep(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  { log, apart }: { log: string; apart: boolean },
  deadline: number,
  groups: number[],
): Promise<StepEnd | undefined> {
  const out = openSync(apart ? `${log}.out` : log, 'w');
  const err = apart ? openSync(`${log}.err`, 'w') : out;
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd, env, stdio: ['ignore', out, err], detached: true });
    closeSync(out);
    if (err !== out) closeSync(err);
    if (child.pid !== undefined) groups.push(child.pid);
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      },
      Math.max(0, deadline - Date.now()),
    );
    child.on('error', (e) => {
      clearTimeout(timer);
      writeFileSync(apart ? `${log}.err` : log, `could not start /bin/sh: ${e.message}\n`, { flag: 'a' });
      resolve({ kind: 'exit', code: 127 });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) resolve({ kind: 'time-out' });
      else if (signal) resolve({ kind: 'signal', signal });
      else resolve(code === 0 ? undefined : { kind: 'exit', code: code ?? 1 });
    });
  });
}
