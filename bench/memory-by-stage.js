// Where a build's memory goes, stage by stage: runs one build through the API
// (dist/index.js) and, as each stage starts (that is, as the one before it
// ends), prints the process's RSS, its peak so far (the kernel's high-water
// mark: the peak *during* the stage just ended when it rose), and the V8 heap
// before and after a full garbage collection (what the stages before still
// retain). The compile workers are threads of this process, so they count in
// its RSS; the search indexes' child process does not (bench-scale.js measures
// the whole tree). With --snapshot STAGE, a heap snapshot is written as that
// stage starts (after a collection), for Chrome DevTools' Memory panel.
//
//   node --expose-gc bench/memory-by-stage.js --config FILE [--out-dir DIR] [--snapshot render]
import { writeHeapSnapshot } from 'node:v8';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
if (!args.config) throw new Error('usage: node --expose-gc bench/memory-by-stage.js --config FILE [--out-dir DIR] [--snapshot STAGE]');
if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc, so that retained memory is measured after a collection');
const { build } = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);

const mb = (bytes) => Math.round(bytes / 2 ** 20);
const rows = [];
let previous = 'start';
let peakBefore = process.resourceUsage().maxRSS * 1024;
const started = performance.now();
const measure = (next) => {
  const peak = process.resourceUsage().maxRSS * 1024;
  const before = process.memoryUsage();
  globalThis.gc();
  const after = process.memoryUsage();
  rows.push({
    'ended stage': previous,
    s: ((performance.now() - started) / 1000).toFixed(1),
    'RSS MB': mb(before.rss),
    'peak so far MB': mb(peak),
    'peak rose by MB': mb(peak - peakBefore),
    'heap MB': mb(before.heapUsed),
    'heap after GC MB': mb(after.heapUsed),
    'external MB': mb(after.external),
  });
  peakBefore = peak;
  if (args.snapshot === next) console.error(`heap snapshot as ${next} starts: ${writeHeapSnapshot()}`);
  previous = next;
};
const result = await build({ config: args.config, ...(args['out-dir'] && { outDir: args['out-dir'] }), onStage: measure });
measure('end');
if (!result.ok)
  console.error(
    result.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => d.message)
      .join('\n'),
  );
console.table(rows);
console.log(`pages ${JSON.stringify(result.pages)}, ${(result.durationMs / 1000).toFixed(1)} s (slower than a CLI build: a collection at each stage)`);
