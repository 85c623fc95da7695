// Preloaded into every process of `npm test` (scripts/test.js): a test file's
// own process notes when it started and ended, and its CPU time, in the run's
// clock file, so that the file-times reporter can show where the suite's
// minutes go and which files run in parallel (the runner's events cannot:
// it holds back each file's events until the files before it have reported).
import { appendFileSync } from 'node:fs';

const clockFile = process.env.TONGSITE_TEST_CLOCK;
const testFile = process.argv[1];
if (clockFile && testFile?.endsWith('.test.ts')) {
  const start = Date.now();
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    const line = { file: testFile.replace(`${process.cwd()}/`, ''), start, end: Date.now(), cpu: (user + system) / 1e6 };
    appendFileSync(clockFile, `${JSON.stringify(line)}\n`);
  });
}
