// The rebuild loop of `serve --watch`: one incremental BuildSession for the
// whole run (a rebuild redoes only what changed), one build at a time, and each
// result told twice, the same way: to the terminal and to open pages.
import type { Writable } from 'node:stream';
import { BuildSession, WATCH, type SessionOptions } from '../api.js';
import { formatDiagnostics } from '../diagnostics/report.js';
import { BuildQueue } from './build-queue.js';
import { liveUpdateOf } from './live-changes.js';
import type { LiveReload } from './live-reload.js';
import { overlayErrors } from './overlay-errors.js';
import type { Progress } from './progress.js';
import type { SwapGate } from './swap-gate.js';
import type { BuildResult } from '../model.js';

/** What the loop builds and where it reports. */
export interface DevBuilderOptions {
  build: Omit<SessionOptions, 'onStage'>;
  live: LiveReload;
  /** Closed during each build's write stage (see swap-gate.ts). */
  gate: SwapGate;
  progress: Progress;
  stdout: Writable;
  stderr: Writable;
  /** Runs before each build, inside the queue (the server re-reads a changed config here). */
  beforeBuild?: () => Promise<void>;
  /** Print each build's stage timings (TONGSITE_TIMINGS). */
  timings?: boolean;
  cwd?: string;
}

/** How long deferred work waits after its build. */
const DEFER_MS = 50;

const clock = () => new Date().toTimeString().slice(0, 8);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Builds on request, one build at a time, and reports every result. */
export class DevBuilder {
  private readonly session: BuildSession;
  private readonly queue: BuildQueue;
  private shownWarnings = '';
  private nextDeferred: (() => Promise<void>) | undefined;
  private deferredRun: Promise<void> | undefined;
  private closing = false;
  constructor(private readonly options: DevBuilderOptions) {
    this.session = new BuildSession(WATCH, {
      ...options.build,
      onStage: (stage) => {
        options.progress.stage(stage);
        if (stage === 'write') options.gate.hold();
      },
    });
    this.queue = new BuildQueue(
      () => this.once(),
      (e) => this.crashed(e),
    );
  }

  /** Asks for a build (now, or once more after the running one). */
  request(): void {
    this.queue.request();
  }

  /** Resolves when no build runs or waits, and their search indexes are written. */
  async settled(): Promise<void> {
    await this.queue.idle();
    while (this.deferredRun) await this.deferredRun;
  }

  /** Waits for the running build, then stops the workers; deferred work still running is dropped. */
  async close(): Promise<void> {
    this.closing = true;
    this.nextDeferred = undefined;
    await this.queue.idle();
    await this.session.close();
    await this.deferredRun;
  }

  private async once(): Promise<void> {
    const { options } = this;
    await options.beforeBuild?.();
    let result: BuildResult;
    try {
      result = await this.session.build();
    } finally {
      options.gate.release();
    }
    options.progress.done();
    // Pages first, the terminal next, the search indexes last: they take longer than the rest of a rebuild.
    if (result.ok) options.live.built(liveUpdateOf(result));
    else options.live.failed(overlayErrors(result.diagnostics, options.cwd));
    this.report(result);
    if (result.deferred) this.defer(result.deferred);
  }

  /**
   * Runs a build's deferred work (its search indexes, in a child process at low priority)
   * beside the next builds, one at a time; work a newer build replaces is dropped.
   */
  private defer(work: () => Promise<void>): void {
    this.nextDeferred = work;
    this.deferredRun ??= (async () => {
      // Open pages fetch and show the new build first: on two cores, indexing at once would slow them.
      await new Promise((resolve) => setTimeout(resolve, DEFER_MS));
      while (this.nextDeferred) {
        const run = this.nextDeferred;
        this.nextDeferred = undefined;
        // Closing stops the search process under a running job: that is no crash.
        await run().catch((e) => this.closing || this.crashed(e));
      }
      this.deferredRun = undefined;
    })();
  }

  /** Errors always; warnings only when they differ from the last build's, so that a save prints one line. */
  private report(result: BuildResult): void {
    const { stdout, stderr, cwd } = this.options;
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
    const key = JSON.stringify(warnings.map((d) => [d.file, d.line, d.column, d.code, d.message]));
    const newWarnings = key !== this.shownWarnings;
    this.shownWarnings = key;
    const shown = [...errors, ...(newWarnings ? warnings : [])];
    if (shown.length) (errors.length ? stderr : stdout).write(`${formatDiagnostics(shown, { ...(cwd && { cwd }) })}\n\n`);
    const seconds = (result.durationMs / 1000).toFixed(2);
    const warned = warnings.length ? ` (${plural(warnings.length, 'warning')}${newWarnings ? '' : ', as before'})` : '';
    if (result.ok) {
      const pages = Object.entries(result.pages)
        .map(([locale, n]) => `${n} ${locale}`)
        .join(', ');
      stdout.write(`[${clock()}] built ${pages} pages in ${seconds} s${warned}\n`);
    } else {
      stderr.write(
        `[${clock()}] build failed with ${plural(errors.length, 'error')} in ${seconds} s${warned}; still serving the last good build. Fix the file and it rebuilds by itself.\n`,
      );
    }
    if (this.options.timings) stderr.write(`timings (ms): ${JSON.stringify({ ...result.timings, compiledFresh: result.compiledFresh })}\n`);
  }

  /** build() threw: a bug in tongsite, not in the site. Shown like a build error; the server lives on. */
  private crashed(error: unknown): void {
    this.options.progress.done();
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.options.stderr.write(`[${clock()}] the build crashed (a bug in tongsite; please report it):\n${message}\n`);
    this.options.live.failed([{ location: '', message: `the build crashed: ${message}`, code: 'internal' }]);
  }
}
