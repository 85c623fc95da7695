import { build } from './src/api.js';
const r = await build({ config: 'test/corpus/site.config.ts', cache: false, memory: true });
console.log(r.ok, r.durationMs, JSON.stringify(r.timings));
process.exit(0);
