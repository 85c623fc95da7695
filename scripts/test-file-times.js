// A second reporter for `npm test`: each test file's time (the sum of its
// top-level tests' durations, as the runner reports them), slowest first, so
// that the suite's 15-minute budget can be kept by looking where time goes.
export default async function* fileTimes(source) {
  const seconds = new Map();
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0 || !event.data.file) continue;
    const file = event.data.file.replace(`${process.cwd()}/`, '');
    seconds.set(file, (seconds.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0) / 1000);
  }
  const rows = [...seconds].sort((a, b) => b[1] - a[1]);
  yield '\nslowest test files (seconds, the sum of their top-level tests):\n';
  for (const [file, s] of rows.slice(0, 15)) yield `  ${s.toFixed(1).padStart(6)}  ${file}\n`;
}
