import { Worker } from 'node:worker_threads';
import { error } from '../diagnostics/build-error.js';
import type { CodeBlock } from './code-block.js';
import { compileTimeLimitSeconds, formatSeconds } from './compile-time-limit.js';
import { PluginClock, sitePluginList } from './plugin-clock.js';
import type { CompileInput, CompileResult } from '../model.js';

/** Block HTML by block key (see code-block.ts). */
export type HighlightedBlocks = [string, string][];

/** What a compile worker is asked (see compile-worker.ts). */
export type WorkerRequest = { compile: CompileInput; highlighted: HighlightedBlocks } | { highlight: CodeBlock[] };

/**
 * What it answers; a compile also tells the worker's memory after it (its V8
 * heap and the memory held outside it, WebAssembly's among it), in MB.
 */
export type WorkerReply = { result: CompileResult; memoryMb?: number } | { highlighted: HighlightedBlocks } | { crash: string };

/**
 * A worker holding more than this, in MB, after a page run by the site's own
 * plugins makes them memory-hungry: from then on they run on that worker alone
 * (see CompileWorkerPool). tongsite's own compile and highlighting kept each of
 * h3's workers under 100 MB; trpc's remark-shiki-twoslash passes 300 MB within
 * its first twenty pages and then holds 450–650 MB in each worker that runs it (a TypeScript program per code block, and
 * about 250 MB of Oniguruma WebAssembly for its two shiki 0.10 highlighters, which
 * no collection gives back), so that two workers took its build past 1.3 GB.
 */
export const HUNGRY_PLUGINS_MB = 300;

/** What a compile worker starts with: the clock of the site's plugins it shares with the pool (plugin-clock.ts). */
export interface WorkerData {
  clock: SharedArrayBuffer;
  origin: number;
}

/** Told while a page's site plugin runs long: which one, and the page's time in the site's plugins so far. */
export type SlowPluginNote = (plugin: string, siteMs: number) => void;

interface Job {
  request: WorkerRequest;
  resolve: (reply: WorkerReply) => void;
  reject: (e: Error) => void;
  onSlow?: SlowPluginNote;
  timer?: NodeJS.Timeout;
}

/** A job whose own work ran past the pool's time limit: its worker was stopped. */
export class JobTimeout extends Error {
  constructor(
    readonly seconds: number,
    /** What the site's plugins had taken, not counted against the limit. */
    readonly siteMs: number,
  ) {
    super(`stopped after ${seconds} s`);
  }
}

/**
 * A fixed number of compile workers fed from one queue, each worker also from a
 * lane of its own (highlighting jobs meant for what it has loaded), which it
 * serves first. A worker that crashes or runs past the time limit is replaced
 * in its lane, its job fails, and the queues go on: no job waits forever
 * behind a lost worker. The limit bounds tongsite's own work on a job; the
 * time the site's own remark/rehype plugins take is counted apart and not
 * limited (Docusaurus limits neither), but told to `onSlow` as it grows.
 *
 * Once a page run by the site's own plugins leaves its worker holding more
 * than `hungryMb`, those pages go to that worker alone, and each other worker
 * that ran them is replaced by a fresh one as soon as it is idle, which gives
 * back what the plugins held there: the pool's memory is then one worker's
 * worth of the site's plugins, not one per core. The cost is time, not CPU:
 * such pages no longer compile side by side.
 */
export class CompileWorkerPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly lanes: Job[][];
  private readonly running = new Map<Worker, Job>();
  /** Each live worker's lane. */
  private readonly workers = new Map<Worker, number>();
  private readonly clocks = new Map<Worker, PluginClock>();
  /** The workers that have run the site's plugins (and so hold what they loaded). */
  private readonly ranSitePlugins = new Set<Worker>();
  /** The one worker the site's plugins run on, once they proved memory-hungry. */
  private hungry: Worker | undefined;
  private closed = false;

  constructor(
    private readonly workerFile: string,
    readonly size: number,
    readonly timeLimitSeconds = compileTimeLimitSeconds(),
    readonly hungryMb = HUNGRY_PLUGINS_MB,
  ) {
    this.lanes = Array.from({ length: size }, () => []);
    for (let lane = 0; lane < size; lane++) this.idle.push(this.spawn(lane));
  }

  private spawn(lane: number): Worker {
    const clock = new PluginClock();
    const worker = new Worker(this.workerFile, { workerData: { clock: clock.buffer, origin: clock.origin } satisfies WorkerData });
    this.workers.set(worker, lane);
    this.clocks.set(worker, clock);
    worker.on('message', (reply: WorkerReply) => {
      const job = this.running.get(worker);
      if (!job) return;
      clearTimeout(job.timer);
      this.running.delete(worker);
      job.resolve(reply);
      if (runsSitePlugins(job.request)) this.noteSitePlugins(worker, 'memoryMb' in reply ? reply.memoryMb : undefined);
      if (this.hungry && this.hungry !== worker && this.ranSitePlugins.has(worker)) this.replace(worker);
      else this.idle.push(worker);
      this.pump();
    });
    worker.on('error', (e) => this.lose(worker, e));
    worker.on('exit', (code) => this.lose(worker, new Error(`the compile worker exited with code ${code}`)));
    return worker;
  }

  /** After a page run by the site's plugins: the first worker to hold more than `hungryMb` becomes the only one they run on. */
  private noteSitePlugins(worker: Worker, memoryMb: number | undefined): void {
    this.ranSitePlugins.add(worker);
    if (this.hungry || memoryMb === undefined || memoryMb <= this.hungryMb || this.size === 1) return;
    this.hungry = worker;
    // The idle ones now; the busy ones as their jobs answer (the message handler).
    for (const other of [...this.idle]) if (other !== worker && this.ranSitePlugins.has(other)) this.replace(other);
  }

  /** Ends an idle worker and starts a fresh one in its lane. */
  private replace(worker: Worker): void {
    const lane = this.workers.get(worker)!;
    const idleAt = this.idle.indexOf(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    this.forget(worker);
    void worker.terminate();
    this.idle.push(this.spawn(lane));
  }

  /** Drops a worker from the pool's books (its `exit` then finds nothing to replace). */
  private forget(worker: Worker): void {
    this.workers.delete(worker);
    this.clocks.delete(worker);
    this.ranSitePlugins.delete(worker);
    if (this.hungry === worker) this.hungry = undefined;
  }

  /** A worker that died (or was stopped): its job fails, a new worker takes its place. */
  private lose(worker: Worker, e: Error): void {
    const lane = this.workers.get(worker);
    if (lane === undefined) return;
    this.forget(worker);
    const job = this.running.get(worker);
    this.running.delete(worker);
    const idleAt = this.idle.indexOf(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    if (job) {
      clearTimeout(job.timer);
      job.reject(e);
    }
    if (this.closed) return;
    this.idle.push(this.spawn(lane));
    this.pump();
  }

  /**
   * Compiles a page on the first free worker, with the HTML of code blocks
   * already highlighted; a crash or a time-out is an error at the file.
   * `onSlow` hears, every half limit, of a site plugin still running on it.
   */
  async compile(input: CompileInput, highlighted: HighlightedBlocks = [], onSlow?: SlowPluginNote): Promise<CompileResult> {
    let reply: WorkerReply;
    try {
      reply = await this.send({ compile: input, highlighted }, undefined, onSlow);
    } catch (e) {
      return { ok: false, diagnostics: [lostJob(e as Error, input)] };
    }
    if ('crash' in reply) return { ok: false, diagnostics: [lostJob(new Error(reply.crash), input)] };
    return (reply as { result: CompileResult }).result;
  }

  /** Highlights blocks on the worker of `lane` (which keeps what it loaded for them), else on the first free one. */
  async highlight(blocks: CodeBlock[], lane?: number): Promise<HighlightedBlocks> {
    const reply = await this.send({ highlight: blocks }, lane);
    if ('crash' in reply) throw new Error(`compile worker crashed while highlighting: ${reply.crash}`);
    return (reply as { highlighted: HighlightedBlocks }).highlighted;
  }

  private send(request: WorkerRequest, lane?: number, onSlow?: SlowPluginNote): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('the compile workers were closed'));
      (lane === undefined ? this.queue : this.lanes[lane % this.size]!).push({ request, resolve, reject, ...(onSlow && { onSlow }) });
      this.pump();
    });
  }

  /**
   * Gives each idle worker the next job of its lane, else of the shared queue;
   * once the site's plugins are memory-hungry, the next job they need not run.
   */
  private pump(): void {
    for (let i = this.idle.length - 1; i >= 0; i--) {
      const worker = this.idle[i]!;
      const lane = this.lanes[this.workers.get(worker)!]!;
      const own = lane.length ? lane : this.queue;
      const at = this.hungry && this.hungry !== worker ? own.findIndex((job) => !runsSitePlugins(job.request)) : own.length ? 0 : -1;
      if (at < 0) continue;
      const job = own.splice(at, 1)[0]!;
      this.idle.splice(i, 1);
      this.running.set(worker, job);
      this.watch(worker, job);
      worker.postMessage(job.request);
    }
  }

  /**
   * The job's watchdog: wakes when its own time (its time on the worker less
   * what the site's plugins took) could reach the limit, and every half limit
   * while a site plugin runs, to tell `onSlow`.
   */
  private watch(worker: Worker, job: Job): void {
    const clock = this.clocks.get(worker)!;
    clock.reset();
    const limitMs = this.timeLimitSeconds * 1000;
    const noteEveryMs = limitMs / 2;
    const plugins = 'compile' in job.request ? sitePluginList(job.request.compile.plugins) : [];
    let noted = 0;
    const check = () => {
      const { siteMs, running } = clock.read();
      // From when the worker took the job: a worker still loading its code on a busy machine is not the job's time.
      const ownMs = (clock.sinceTaken() ?? 0) - siteMs;
      if (ownMs >= limitMs) {
        // Stopping the worker is the only way to end a runaway compile; `exit` then replaces it.
        this.running.delete(worker);
        job.reject(new JobTimeout(this.timeLimitSeconds, siteMs));
        void worker.terminate();
        return;
      }
      if (running && Math.floor(siteMs / noteEveryMs) > noted) {
        noted = Math.floor(siteMs / noteEveryMs);
        job.onSlow?.(plugins[running.index]?.name ?? 'a plugin of the site', siteMs);
      }
      job.timer = setTimeout(check, Math.max(10, Math.min(limitMs - ownMs, running ? noteEveryMs : Number.POSITIVE_INFINITY)));
    };
    job.timer = setTimeout(check, limitMs);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.queue.splice(0), ...this.lanes.flatMap((lane) => lane.splice(0))]) job.reject(new Error('the compile workers were closed'));
    await Promise.all([...this.workers.keys()].map((w) => w.terminate()));
  }
}

/** Whether a job runs the site's own remark/rehype plugins. */
const runsSitePlugins = (request: WorkerRequest) => 'compile' in request && sitePluginList(request.compile.plugins).length > 0;

/** A compile that never answered, as an error at its file. */
function lostJob(e: Error, input: CompileInput) {
  if (e instanceof JobTimeout) {
    const site = e.siteMs >= 1000 ? ` (besides ${formatSeconds(e.siteMs)} in the site's own remark/rehype plugins, which are not limited)` : '';
    return error('compile-time-limit', `compiling this file took tongsite longer than ${e.seconds} s${site} and was stopped`, {
      file: input.absPath,
      hint: 'something in it makes the Markdown parser slow (very long lines of * or _, deep nesting): split it, or report it with the file',
    });
  }
  const overflow = /Maximum call stack size exceeded/.test(e.message);
  return error(
    'compile-crash',
    overflow ? 'the file nests too deeply for the Markdown parser (Maximum call stack size exceeded)' : `compiling this file crashed the compiler: ${e.message.split('\n')[0]}`,
    {
      file: input.absPath,
      hint: overflow ? 'flatten deeply nested lists, quotes or tags' : 'report it with the file; the rest of the site was compiled',
    },
  );
}
