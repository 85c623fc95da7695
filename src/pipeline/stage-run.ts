import { performance } from 'node:perf_hooks';
import type { Diagnostic } from '../model.js';

/** This process's CPU time so far (user and system, all threads), in milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
};

/** Thrown by a stage's end when its problems include an error: the build stops there. */
export class StopBuild extends Error {
  constructor() {
    super('the build stopped at an error');
  }
}

/**
 * One build's bookkeeping: the time of each stage, the problems found so far,
 * and the rule that an error stops the build after the stage that found it.
 */
export class StageRun {
  readonly started = performance.now();
  readonly diagnostics: Diagnostic[] = [];
  /** Milliseconds per stage, for benchmarks. */
  readonly timings: Record<string, number> = {};
  /**
   * CPU milliseconds of this process (all its threads) per stage, and before
   * the first (`before`: Node's start and the tool's loading): wall time says
   * little on a loaded machine, and an edit's build runs mostly on one thread.
   */
  readonly cpuTimings: Record<string, number> = { before: cpuMs() };
  private mark = this.started;
  private cpuMark = this.cpuTimings.before!;

  constructor(private readonly onStage?: (stage: string) => void) {}

  /** Tells the terminal (or the dev server's progress line) that a stage starts. */
  announce(stage: string): void {
    this.onStage?.(stage);
  }

  /** Ends the timing `name` and keeps `found`; throws StopBuild when it holds an error. */
  lap(name: string, found: Diagnostic[] = []): void {
    const now = performance.now();
    this.timings[name] = Math.round(now - this.mark);
    this.mark = now;
    const cpu = cpuMs();
    this.cpuTimings[name] = cpu - this.cpuMark;
    this.cpuMark = cpu;
    this.keep(found);
  }

  /** Keeps problems found outside a timed stage; throws StopBuild on an error. */
  keep(found: Diagnostic[]): void {
    this.diagnostics.push(...found);
    if (found.some((d) => d.severity === 'error')) throw new StopBuild();
  }

  /** Notes a time measured beside the stages (the search indexes). */
  note(name: string, since: number): void {
    this.timings[name] = Math.round(performance.now() - since);
  }

  elapsed(): number {
    return Math.round(performance.now() - this.started);
  }
}
