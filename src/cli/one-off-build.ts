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
}
