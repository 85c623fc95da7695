import { createRequire } from 'node:module';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

/**
 * Node's own modules that a build loads after tuneForOneOffBuild. They carry
 * a code cache made under V8's default flags, which V8 turns down once the
 * flags differ: loaded after --no-opt, each was compiled from its source (23-49
 * ms of CPU for them all, against 6-9 ms with their cache).
 */
const BUILD_BUILTINS = ['node:fs/promises', 'node:os', 'node:tty', 'node:vm', 'node:worker_threads', 'node:zlib'];

/**
 * Tunes V8 for a build that runs once and exits (`build`, `check`): most of
 * its code runs over each input once, and V8's optimizing compiler, which
 * works on background threads, then costs more CPU than the faster code saves,
 * CPU that the compile and highlight workers need. Measured again on the
 * Tongsuo corpus, cold, 2 cores, interleaved with and without (3 rounds,
 * medians, 2026-11-24): 4.9 s against 6.9 s of wall time, 3.8 s against 4.9 s of CPU. `serve --watch` keeps it: its
 * rebuilds run the same code again and again. Flags are per process, so the
 * search process (a child, which segments Chinese in long loops) keeps it too.
 */
export function tuneForOneOffBuild(): void {
  const require = createRequire(import.meta.url);
  for (const id of BUILD_BUILTINS) require(id);
  v8.setFlagsFromString('--no-opt');
  boundHeapGrowthOnceLarge();
}

/**
 * How far V8 lets the heap grow past what the last full collection kept
 * before it collects again, once the heap is large. A build's garbage is mostly page-sized strings
 * (HTML, page data) that die as soon as the page is written, and V8's own
 * factor (up to 4× what is live) let a 30× site's heap reach 1.7 GB of which
 * 0.7 GB was live. At 30 %, measured on the 10× and 30× sites (3 interleaved
 * runs, 2026-11-26): peak RSS 690 → 520 MB and 1.9 → 1.27 GB, CPU time the
 * same (8.8–10.1 s against 8.8–10.4 s at 10×). V8 reads it at each collection.
 */
const HEAP_GROWING_PERCENT = 30;

/**
 * The heap past which the growth is bounded; below it V8's own factor stands.
 * An edit's build (a heap of 40–60 MB) bounded from the start made four or
 * five full collections: unbounded below 64 MB, its CPU time went from 1276 to
 * 1112 ms on our site and from 1005 to 917 ms on the corpus (5 interleaved
 * rounds, medians, load 13), while a cold build of 10× the corpus peaked at
 * 537 MB against 514 MB (bounded past 128 MB: 678 MB, V8's factor having let
 * the heap run far ahead of the bound by the time it was set).
 */
const LARGE_HEAP_BYTES = 64 * 1024 * 1024;

/** Sets HEAP_GROWING_PERCENT at the first collection that finds the heap past LARGE_HEAP_BYTES. */
function boundHeapGrowthOnceLarge(): void {
  const observer = new PerformanceObserver(() => {
    if (v8.getHeapStatistics().used_heap_size < LARGE_HEAP_BYTES) return;
    v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    observer.disconnect();
  });
  observer.observe({ entryTypes: ['gc'] });
}
