// Preloaded into every process of `npm test` (scripts/test.js): a test file's
// own process notes when it started and ended, its CPU time and that of the
// child processes it waited for (builds, Chromium, the HTML checker), in the
// run's clock file, so that the file-times reporter can show where the suite's
// minutes go and which files run in parallel (the runner's events cannot:
// it holds back each file's events until the files before it have reported).
import { appendFileSync, readFileSync } from 'node:fs';

const clockFile = process.env.TONGSITE_TEST_CLOCK;
const testFile = process.argv[1];

/** Seconds of CPU of the children this process has waited for (Linux' /proc; 0 elsewhere). */
function childrenCpu() {
  try {
    // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th, in clock ticks (100 a second on Linux).
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

if (clockFile && testFile?.endsWith('.test.ts')) {
  const start = Date.now();
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    const line = { file: testFile.replace(`${process.cwd()}/`, ''), start, end: Date.now(), cpu: (user + system) / 1e6, childrenCpu: childrenCpu() };
    appendFileSync(clockFile, `${JSON.stringify(line)}\n`);
  });
}
