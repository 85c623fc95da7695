// One build at a time: a change during a build asks for one more build after
// it, however many changes come in meanwhile. Two builds at once would race for
// the output folder and the compile workers; a queue of one build per change
// would lag behind a writer who saves often.

/** Runs `run` on request, never twice at once, coalescing requests made while it runs. */
export class BuildQueue {
  private running: Promise<void> | undefined;
  private again = false;

  /**
   * `run` reports failed builds itself; `onCrash` gets what it throws (a bug, not
   * a bad page), so that the queue, and the server, live on.
   */
  constructor(
    private readonly run: () => Promise<void>,
    private readonly onCrash: (error: unknown) => void,
  ) {}

  /** Starts a build now, or marks one to start when the running build ends. */
  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** True while a build runs. */
  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Resolves once no build runs and none is waiting. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.run().catch(this.onCrash);
    } while (this.again);
  }
}
