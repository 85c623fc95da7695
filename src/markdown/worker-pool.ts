import { Worker } from 'node:worker_threads';
import type { CodeBlock } from './code-block.js';
import type { CompileInput, CompileResult } from './compile.js';

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
}

/** A fixed set of compile workers fed from one queue. */
export class CompileWorkerPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly workers: Worker[] = [];

  constructor(workerFile: string, size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(workerFile);
      worker.on('message', (reply: WorkerReply) => {
        const job = this.running.get(worker)!;
        this.running.delete(worker);
        job.resolve(reply);
        this.idle.push(worker);
        this.pump();
      });
      worker.on('error', (e) => {
        this.running.get(worker)?.reject(e);
        this.running.delete(worker);
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** Compiles a page on the first free worker, with the HTML of code blocks already highlighted. */
  async compile(input: CompileInput, highlighted: HighlightedBlocks = []): Promise<CompileResult> {
    const reply = await this.send({ compile: input, highlighted });
    if ('crash' in reply) throw new Error(`compile worker crashed on ${input.absPath}: ${reply.crash}`);
    return (reply as { result: CompileResult }).result;
  }

  /** Highlights blocks on the first free worker, which keeps what it loaded for them. */
  async highlight(blocks: CodeBlock[]): Promise<HighlightedBlocks> {
    const reply = await this.send({ highlight: blocks });
    if ('crash' in reply) throw new Error(`compile worker crashed while highlighting: ${reply.crash}`);
    return (reply as { highlighted: HighlightedBlocks }).highlighted;
  }

  private send(request: WorkerRequest): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      worker.postMessage(job.request);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
