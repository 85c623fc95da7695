// Holds requests while a rebuild writes and swaps the build folder. The swap is
// two renames (build → build.old, build.tmp → build); a file looked up before it
// and opened after it could be missing, or be a different file than the length
// already sent says. Requests wait for the few hundred milliseconds of the
// write stage instead; a rebuild's other stages leave the folder alone.

/** Open by default; `hold` closes it until `release`. */
export class SwapGate {
  private held: Promise<void> | undefined;
  private open: (() => void) | undefined;

  /** Requests from now on wait (the build has started writing). */
  hold(): void {
    if (this.held) return;
    this.held = new Promise((resolve) => (this.open = resolve));
  }

  /** Lets waiting requests through (the build is swapped in, or failed). */
  release(): void {
    this.open?.();
    this.held = this.open = undefined;
  }

  /** Resolves at once when open, else when released. */
  wait(): Promise<void> {
    return this.held ?? Promise.resolve();
  }
}
