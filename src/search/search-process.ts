// The dev server's side of search-worker.ts: one child process, at the lowest
// CPU priority. Indexing takes a few hundred milliseconds after each rebuild;
// at nice 19 it uses only the CPU that the next rebuild and the browser leave
// idle, so a writer's next save is not slowed by the index of the last one.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { PayloadInput } from './search-payloads.js';

/** Builds index payloads in a child process, one job after the other. */
export class SearchProcess {
  private readonly child: ChildProcess;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (jsons: string[]) => void; reject: (e: Error) => void }>();

  constructor(workerFile: string) {
    this.child = fork(workerFile, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    try {
      os.setPriority(this.child.pid!, 19);
    } catch {
      // Not allowed here: it runs at normal priority, which only costs speed.
    }
    this.child.on('message', (msg: { id: number; jsons?: string[]; crash?: string }) => {
      const job = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (msg.crash) job?.reject(new Error(`search worker crashed: ${msg.crash}`));
      else job?.resolve(msg.jsons!);
    });
    this.child.on('exit', (code) => {
      for (const job of this.pending.values()) job.reject(new Error(`search worker exited (${code})`));
      this.pending.clear();
    });
  }

  build(input: PayloadInput): Promise<string[]> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, input });
    });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill();
    });
  }
}
