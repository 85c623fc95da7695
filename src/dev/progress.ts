// Build progress for the long-running commands (serve, check): on a terminal a
// single line rewritten in place per stage; in CI (no TTY) one plain line per
// stage, since carriage returns make a mess of log files.
import type { Writable } from 'node:stream';

/** Reports build stages; `done` clears the line on a terminal. */
export interface Progress {
  stage(name: string): void;
  done(): void;
}

/** A progress reporter on `stream` (stderr by default), in place on a TTY, line by line otherwise. */
export function createProgress(stream: Writable & { isTTY?: boolean } = process.stderr, label = 'build'): Progress {
  if (stream.isTTY) {
    let shown = false;
    return {
      stage(name) {
        shown = true;
        stream.write(`\r\x1b[2K${label}: ${name}…`);
      },
      done() {
        if (shown) stream.write('\r\x1b[2K');
        shown = false;
      },
    };
  }
  return {
    stage(name) {
      stream.write(`${label}: ${name}\n`);
    },
    done() {},
  };
}
