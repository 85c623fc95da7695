// `node --import tsx test/search/known-items-report.ts <name>=<build folder>…`:
// the known-item evaluation's figures of each build (run by `npm run bench`).
import { enginesOf, evaluate, formatFigures, itemsOf, SEED } from './known-item-eval.js';

for (const arg of process.argv.slice(2)) {
  const [name, dir] = arg.split('=') as [string, string];
  const items = itemsOf(dir);
  console.log(`  ${name}: ${items.length} known-item queries (seed ${SEED}), expected page in the 8 suggestions:`);
  console.log(formatFigures(await evaluate(items, await enginesOf(dir, ['zh-cn', 'en']))).replace(/^/gm, '  '));
}
