// The build's side of search-worker.ts: one child process that indexes while
// this one renders. For `serve --watch` it runs at the lowest CPU priority:
// indexing takes a few hundred milliseconds after each rebuild, and at nice 19
// it uses only the CPU that the next rebuild and the browser leave idle, so a
// writer's next save is not slowed by the index of the last one.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { IndexFileText } from '../model.js';
import type { PayloadInput } from './search-payloads.js';

/** Builds indexes in a child process, one job after the other. */
export class SearchProcess {
  private readonly child: ChildProcess;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (files: IndexFileText[]) => void; reject: (e: Error) => void }>();

  constructor(workerFile: string, options: { lowPriority: boolean }) {
    this.child = fork(workerFile, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    if (options.lowPriority) {
      try {
        os.setPriority(this.child.pid!, 19);
      } catch {
        // Not allowed here: it runs at normal priority, which only costs speed.
      }
    }
    // Idle, the child does not keep this process alive (a caller that forgets closeSession still exits).
    this.idle();
    this.child.on('message', (msg: { id: number; files?: IndexFileText[]; crash?: string }) => {
      const job = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (this.pending.size === 0) this.idle();
      if (msg.crash) job?.reject(new Error(`search worker crashed: ${msg.crash}`));
      else job?.resolve(msg.files!);
    });
    // A failed send (the child gone) is answered by the exit below; it must not throw out of the process.
    this.child.on('error', () => undefined);
    this.child.on('exit', (code) => {
      for (const job of this.pending.values()) job.reject(new Error(`search worker exited (${code})`));
      this.pending.clear();
    });
  }

  /**
   * Sends `input` to the child; `result` is the files of its indexes (index-output.ts).
   * `delivered` settles once the message has been written to the child: a
   * large one is written over several turns of the event loop, and a caller
   * about to keep this thread busy (rendering) should wait for it first, or
   * the child waits as long.
   */
  build(input: PayloadInput): { delivered: Promise<void>; result: Promise<IndexFileText[]> } {
    if (!this.child.connected) {
      const closed = Promise.reject(new Error('the search worker is closed'));
      return { delivered: closed.catch(() => undefined), result: closed };
    }
    const id = this.next++;
    this.child.ref();
    this.child.channel?.ref();
    const result = new Promise<IndexFileText[]>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // A failed send is answered by the child's exit (see the constructor).
    const delivered = new Promise<void>((resolve) => this.child.send({ id, input }, () => resolve()));
    return { delivered, result };
  }

  private idle(): void {
    this.child.unref();
    this.child.channel?.unref();
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null || this.child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.ref(); // waited for: its exit keeps this process alive until it comes
    this.child.kill();
    // SIGTERM ends a Node process at once; the timer guards against an exit event that never comes (a child that failed to start).
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000)))]);
    clearTimeout(timer);
  }
}
