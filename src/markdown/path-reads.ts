// Whether a compile depended on where its file is. A site's docs are often
// versioned: each version folder holds copies of the same pages, byte for
// byte. A compile that never read its file's path (the VFile's, which the
// site's plugins and KaTeX's warnings see) nor its site path (which relative
// links and partial imports resolve from) gives the same output for the same
// text anywhere, so compile-stage.ts compiles such a copy once.
import type { VFile } from 'vfile';
import type { CompileData } from './compile-data.js';

/** Redefines `key` of `target` as its current value behind an accessor that calls `onRead` on every get or set. */
function watchKey<T extends object, K extends keyof T>(target: T, key: K, onRead: () => void): void {
  let value = target[key];
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get() {
      onRead();
      return value;
    },
    set(next: T[K]) {
      onRead();
      value = next;
    },
  });
}

/** What watchPathReads gives: whether the file's place was read, and the end of the watch. */
export interface PathWatch {
  read(): boolean;
  /** Reads after this do not count. */
  stop(): void;
}

/**
 * Watches a compile's file (its `history`, behind `path`, `dirname`,
 * `basename`, `extname` and `stem`, and behind the file name VFile gives a
 * message) and its `sitePath` until `stop`. compile.ts stops it after the last
 * rehype plugin: MDX's own recma stage then reads the path only for what the
 * build never asks of it (jsxDEV's fileName in development, a source map).
 */
export function watchPathReads(file: VFile, data: CompileData): PathWatch {
  let read = false;
  let watching = true;
  const onRead = () => {
    if (watching) read = true;
  };
  watchKey(file, 'history', onRead);
  watchKey(data, 'sitePath', onRead);
  return {
    read: () => read,
    stop: () => {
      watching = false;
    },
  };
}
