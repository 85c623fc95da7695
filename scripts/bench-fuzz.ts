// `npm run bench` part: 1,000 seeded mutations of corpus pages, built in memory;
// reports the counts (see test/fuzz/fuzz-builds.ts).
import { fuzzBuilds } from '../test/fuzz/fuzz-builds.js';

const seed = Number(process.env.FUZZ_SEED ?? 2026);
const started = Date.now();
const counts = await fuzzBuilds(seed, 1000);
console.log(`Fuzz (seed ${seed}): ${counts.mutations} mutations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  builds: ${counts.cleanBuilds} clean, ${counts.failedBuilds} with errors (10 mutated pages a build)`);
console.log(`  diagnostics: ${counts.diagnosticsWithPosition} with file and line, ${counts.diagnosticsWithoutPosition} without`);
for (const d of counts.withoutPosition) console.log(`    without position: ${d}`);
console.log(`  crashes: ${counts.crashes.length}, hangs: ${counts.hangs}`);
for (const crash of counts.crashes.slice(0, 5)) console.log(`    ${crash.split('\n')[0]}`);
process.exit(0);
