// Runs one example in a folder of its own: its blocks are written as files in
// page order, and each block that has a runner runs the runner's steps, shell
// commands, in that folder. A time limit covers the whole example; whatever an
// example leaves running (a server started with `&`) is killed when it ends.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExamplesConfig } from '../config/define-config.js';
import type { Example } from './example-blocks.js';
import { expandTemplate } from './templates.js';

/** Why an example failed: the step that failed (compile, link, run…) and how. */
export interface ExampleFailure {
  /** Index in example.blocks of the block whose step failed. */
  block: number;
  step: string;
  /** `exit` with the code, `time-out`, or `signal` with its name. */
  how: { kind: 'exit'; code: number } | { kind: 'time-out'; seconds: number } | { kind: 'signal'; signal: string };
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
      for (const [n, step] of runner.steps.entries()) {
        if (block.leftOut?.steps.includes(step.name)) continue;
        const log = path.join(root, `block-${index}-step-${n}.log`);
        const how = await runStep(expandTemplate(step.run, values), folder, env, log, deadline, groups);
        if (how) return { block: index, step: step.name, how: how.kind === 'time-out' ? { kind: 'time-out', seconds } : how, output: shortenOutput(readFileSync(log, 'utf8')) };
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

/**
 * One shell command in its own process group, output into a file (a pipe would
 * stay open as long as anything it started in the background runs). Resolves
 * to undefined on exit 0 before the deadline.
 */
function runStep(command: string, cwd: string, env: NodeJS.ProcessEnv, log: string, deadline: number, groups: number[]): Promise<StepEnd | undefined> {
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd, env, stdio: ['ignore', fd, fd], detached: true });
    closeSync(fd);
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
      writeFileSync(log, `could not start /bin/sh: ${e.message}\n`, { flag: 'a' });
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
