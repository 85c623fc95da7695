// The time a compile spends in the site's own remark and rehype plugins, kept
// in memory the compile worker and the pool's watchdog share: the worker writes
// when a plugin starts and ends, the main thread reads it at any moment, even
// while the worker is stuck in a plugin's synchronous work (twoslash
// type-checking a code block). The pool's time limit then bounds tongsite's
// own work on a page (parsing, its plugins, highlighting), not the site's.
import type { MarkdownPluginRef, SiteMarkdownPlugins } from '../model.js';

/** Slots of the shared Int32Array. */
const SPENT = 0; // ms spent in site plugins by the calls that ended, this job
const SINCE = 1; // ms (from `origin`) when the running site plugin call began
const RUNNING = 2; // index (in sitePluginList) of the running plugin, -1 for none
const TAKEN = 3; // ms (from `origin`) when the worker took the job, -1 until it has

/** The site's plugins of a page in the order the clock numbers them (and compile.ts runs each group). */
export const sitePluginList = (plugins: SiteMarkdownPlugins | undefined): MarkdownPluginRef[] =>
  plugins ? [...plugins.beforeRemark, ...plugins.remark, ...plugins.beforeRehype, ...plugins.rehype] : [];

/** What the watchdog reads of a job. */
export interface PluginClockReading {
  /** Milliseconds the job has spent in the site's plugins, the running call included. */
  siteMs: number;
  /** The plugin running now (its index in sitePluginList) and for how long, if one is. */
  running?: { index: number; ms: number };
}

export class PluginClock {
  private readonly slots: Int32Array;

  /**
   * @param buffer shared with the other thread (a worker's `workerData`)
   * @param origin a wall-clock time (Date.now()) both threads count from:
   *   each thread's performance.now() has its own origin.
   */
  constructor(
    readonly buffer = new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT),
    readonly origin = Date.now(),
  ) {
    this.slots = new Int32Array(buffer);
    this.reset();
  }

  private now(): number {
    return Date.now() - this.origin;
  }

  /** Before a job is sent: nothing spent, nothing running, not taken. */
  reset(): void {
    Atomics.store(this.slots, SPENT, 0);
    Atomics.store(this.slots, RUNNING, -1);
    Atomics.store(this.slots, TAKEN, -1);
  }

  /** The worker has the job: a worker still starting (loading its code on a busy machine) is not timed as the job. */
  take(): void {
    Atomics.store(this.slots, TAKEN, this.now());
  }

  /** Milliseconds since the worker took the job, if it has. */
  sinceTaken(): number | undefined {
    const taken = Atomics.load(this.slots, TAKEN);
    return taken < 0 ? undefined : Math.max(0, this.now() - taken);
  }

  /** A site plugin's call begins (the worker's side); the function returned ends it and gives its milliseconds. */
  start(index: number): () => number {
    const since = this.now();
    Atomics.store(this.slots, SINCE, since);
    Atomics.store(this.slots, RUNNING, index);
    let ended = false;
    return () => {
      const ms = Math.max(0, this.now() - since);
      if (ended) return 0;
      ended = true;
      Atomics.store(this.slots, RUNNING, -1);
      Atomics.add(this.slots, SPENT, ms);
      return ms;
    };
  }

  /** The watchdog's side. A call ending between its two loads may count twice for a moment: the next reading is right. */
  read(): PluginClockReading {
    const index = Atomics.load(this.slots, RUNNING);
    const spent = Atomics.load(this.slots, SPENT);
    if (index < 0) return { siteMs: spent };
    const ms = Math.max(0, this.now() - Atomics.load(this.slots, SINCE));
    return { siteMs: spent + ms, running: { index, ms } };
  }
}
