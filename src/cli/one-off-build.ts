import v8 from 'node:v8';

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
  v8.setFlagsFromString('--no-opt');
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * How far V8 lets the heap grow past what the last full collection kept
 * before it collects again. A build's garbage is mostly page-sized strings
 * (HTML, page data) that die as soon as the page is written, and V8's own
 * factor (up to 4× what is live) let a 30× site's heap reach 1.7 GB of which
 * 0.7 GB was live. At 30 %, measured on the 10× and 30× sites (3 interleaved
 * runs, 2026-11-26): peak RSS 690 → 520 MB and 1.9 → 1.27 GB, CPU time the
 * same (8.8–10.1 s against 8.8–10.4 s at 10×). V8 reads it at each collection.
 */
const HEAP_GROWING_PERCENT = 30;
