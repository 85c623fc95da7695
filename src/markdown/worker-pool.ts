import { Worker } from 'node:worker_threads';
import { error } from '../diagnostics/build-error.js';
import type { CodeBlock } from './code-block.js';
import type { CompileInput, CompileResult } from '../model.js';

/** Block HTML by block key (see code-block.ts). */
export type HighlightedBlocks = [string, string][];

/** What a compile worker is asked (see compile-worker.ts). */
export type WorkerRequest = { compile: CompileInput; highlighted: HighlightedBlocks } | { highlight: CodeBlock[] };

/** What it answers. */
export type WorkerReply = { result: CompileResult } | { highlighted: HighlightedBlocks } | { crash: string };

interface Job {
  request: WorkerRequest;
  resolve: (reply: WorkerReply) => void;
  reject: (e: Error) => void;
  timer?: NodeJS.Timeout;
}

/** A job that ran past the pool's time limit: its worker was stopped. */
export class JobTimeout extends Error {
  constructor(readonly seconds: number) {
    super(`stopped after ${seconds} s`);
  }
}

/** How long one file may take to compile before its worker is stopped and the file reported. */
export const COMPILE_TIME_LIMIT_SECONDS = 60;

/**
 * A fixed number of compile workers fed from one queue, each worker also from a
 * lane of its own (highlighting jobs meant for what it has loaded), which it
 * serves first. A worker that crashes or runs past the time limit is replaced
 * in its lane, its job fails, and the queues go on: no job waits forever
 * behind a lost worker.
 */
export class CompileWorkerPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly lanes: Job[][];
  private readonly running = new Map<Worker, Job>();
  /** Each live worker's lane. */
  private readonly workers = new Map<Worker, number>();
  private closed = false;

  constructor(
    private readonly workerFile: string,
    readonly size: number,
    private readonly timeLimitSeconds = COMPILE_TIME_LIMIT_SECONDS,
  ) {
    this.lanes = Array.from({ length: size }, () => []);
    for (let lane = 0; lane < size; lane++) this.idle.push(this.spawn(lane));
  }

  private spawn(lane: number): Worker {
    const worker = new Worker(this.workerFile);
    this.workers.set(worker, lane);
    worker.on('message', (reply: WorkerReply) => {
      const job = this.running.get(worker);
      if (!job) return;
      clearTimeout(job.timer);
      this.running.delete(worker);
      job.resolve(reply);
      this.idle.push(worker);
      this.pump();
    });
    worker.on('error', (e) => this.lose(worker, e));
    worker.on('exit', (code) => this.lose(worker, new Error(`the compile worker exited with code ${code}`)));
    return worker;
  }

  /** A worker that died (or was stopped): its job fails, a new worker takes its place. */
  private lose(worker: Worker, e: Error): void {
    const lane = this.workers.get(worker);
    if (lane === undefined) return;
    this.workers.delete(worker);
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

  /** Compiles a page on the first free worker, with the HTML of code blocks already highlighted; a crash or a time-out is an error at the file. */
  async compile(input: CompileInput, highlighted: HighlightedBlocks = []): Promise<CompileResult> {
    let reply: WorkerReply;
    try {
      reply = await this.send({ compile: input, highlighted });
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

  private send(request: WorkerRequest, lane?: number): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('the compile workers were closed'));
      (lane === undefined ? this.queue : this.lanes[lane % this.size]!).push({ request, resolve, reject });
      this.pump();
    });
  }

  /** Gives each idle worker the next job of its lane, else of the shared queue. */
  private pump(): void {
    for (let i = this.idle.length - 1; i >= 0; i--) {
      const worker = this.idle[i]!;
      const job = this.lanes[this.workers.get(worker)!]!.shift() ?? this.queue.shift();
      if (!job) continue;
      this.idle.splice(i, 1);
      this.running.set(worker, job);
      job.timer = setTimeout(() => {
        // Stopping the worker is the only way to end a runaway compile; `exit` then replaces it.
        this.running.delete(worker);
        job.reject(new JobTimeout(this.timeLimitSeconds));
        void worker.terminate();
      }, this.timeLimitSeconds * 1000);
      worker.postMessage(job.request);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.queue.splice(0), ...this.lanes.flatMap((lane) => lane.splice(0))]) job.reject(new Error('the compile workers were closed'));
    await Promise.all([...this.workers.keys()].map((w) => w.terminate()));
  }
}

/** A compile that never answered, as an error at its file. */
function lostJob(e: Error, input: CompileInput) {
  if (e instanceof JobTimeout) {
    return error('compile-time-limit', `compiling this file took longer than ${e.seconds} s and was stopped`, {
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
