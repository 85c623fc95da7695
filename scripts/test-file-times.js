// A second reporter for `npm test`: each test file's wall time, from its
// process' start to its end as scripts/test-file-clock.js noted them, slowest
// first, with when it started in the run, its own CPU time and its child
// processes' (builds, Chromium, the HTML checker), so that the suite's
// 15-minute budget can be kept by looking where time goes: a file whose CPU is
// far below its wall time waits, and holds one of the runner's slots idle.
import { existsSync, readFileSync } from 'node:fs';

export default async function* fileTimes(source) {
  for await (const _event of source);
  const clockFile = process.env.TONGSITE_TEST_CLOCK;
  if (!clockFile || !existsSync(clockFile)) return;
  const rows = readFileSync(clockFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const first = Math.min(...rows.map((r) => r.start));
  const last = Math.max(...rows.map((r) => r.end));
  rows.sort((a, b) => b.end - b.start - (a.end - a.start));
  const cpu = rows.reduce((sum, r) => sum + r.cpu + (r.childrenCpu ?? 0), 0);
  yield `\ntest files, slowest first (${rows.length} files over ${((last - first) / 1000).toFixed(0)} s, ${cpu.toFixed(0)} s of CPU in all): wall seconds, started at second, own CPU seconds, children's CPU seconds\n`;
  for (const r of rows.slice(0, 40)) {
    yield `  ${((r.end - r.start) / 1000).toFixed(1).padStart(6)}  @${((r.start - first) / 1000).toFixed(0).padStart(4)}  ${r.cpu.toFixed(1).padStart(6)}  ${(r.childrenCpu ?? 0).toFixed(1).padStart(6)}  ${r.file}\n`;
  }
}
