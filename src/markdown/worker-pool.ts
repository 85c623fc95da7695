import { Worker } from 'node:worker_threads';
import type { CompileInput, CompileResult } from './compile.js';

interface Job {
  input: CompileInput;
  resolve: (r: CompileResult) => void;
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
      worker.on('message', (msg: { result?: CompileResult; crash?: string }) => {
        const job = this.running.get(worker)!;
        this.running.delete(worker);
        if (msg.crash) job.reject(new Error(`compile worker crashed on ${job.input.absPath}: ${msg.crash}`));
        else job.resolve(msg.result!);
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

  compile(input: CompileInput): Promise<CompileResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      worker.postMessage({ id: 0, input: job.input });
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
