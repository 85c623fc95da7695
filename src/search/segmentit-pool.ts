// segmentit on every core: cutting the Tongsuo corpus takes 2.5 s on one
// thread, plus 0.4 s to load its dictionaries, which each thread pays.
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { dictionaryLine, PROJECT_TERMS } from './project-terms.js';

/** Fewer runs than this are cut on the main thread: a worker's start would cost more than it saves. */
const PARALLEL_FROM = 1000;

// The worker is a script of its own (segmentit is CommonJS), so that it needs no file in dist/.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Segment, useDefault } = require(workerData.module);
const segmentit = useDefault(new Segment());
segmentit.loadDict(workerData.dictionary);
parentPort.postMessage(workerData.runs.map((run) => segmentit.doSegment(run, { simple: true })));
`;

/** The words of each run, in order: on worker threads for many runs, here for a few. */
export async function segmentWithSegmentit(runs: string[]): Promise<string[][]> {
  const dictionary = PROJECT_TERMS.map(dictionaryLine);
  const threads = Math.min(4, os.availableParallelism?.() ?? os.cpus().length);
  if (runs.length < PARALLEL_FROM || threads < 2) {
    const segmentit = await (local ??= loadSegmentit(dictionary));
    return runs.map((run) => segmentit.doSegment(run, { simple: true }));
  }
  const modulePath = createRequire(import.meta.url).resolve('segmentit');
  // Every n-th run to each thread: long and short runs spread evenly.
  const shares = Array.from({ length: threads }, (_, t) => runs.filter((_, i) => i % threads === t));
  const results = await Promise.all(shares.map((share) => runWorker({ module: modulePath, dictionary, runs: share })));
  return runs.map((_, i) => results[i % threads]![Math.floor(i / threads)]!);
}

/** This thread's segmenter, loaded once: its dictionaries take 0.4 s, and an edit of `serve --watch` cuts a few runs. */
let local: ReturnType<typeof loadSegmentit> | undefined;

async function loadSegmentit(dictionary: string[]) {
  const module = (await import('segmentit')) as typeof import('segmentit') & { default?: typeof import('segmentit') };
  const { Segment, useDefault } = module.default ?? module;
  const segmentit = useDefault(new Segment());
  segmentit.loadDict(dictionary);
  return segmentit;
}

function runWorker(workerData: { module: string; dictionary: string[]; runs: string[] }): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData });
    worker.once('message', (words: string[][]) => {
      resolve(words);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
