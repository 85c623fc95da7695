// A second reporter for `npm test`: each test file's wall time (its first
// event to its last, as the runner streams them), slowest first, so that the
// suite's 15-minute budget can be kept by looking where the time goes.
export default async function* fileTimes(source) {
  const spans = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file) continue;
    const now = performance.now();
    const span = spans.get(file) ?? { first: now, last: now };
    span.last = now;
    spans.set(file, span);
  }
  const rows = [...spans].map(([file, { first, last }]) => ({ file, seconds: (last - first) / 1000, first: first / 1000 }));
  rows.sort((a, b) => b.seconds - a.seconds);
  yield '\nslowest test files (wall seconds; started at, seconds into the run):\n';
  for (const { file, seconds, first } of rows.slice(0, 15))
    yield `  ${seconds.toFixed(1).padStart(6)}  @${first.toFixed(0).padStart(4)}  ${file.replace(`${process.cwd()}/`, '')}\n`;
}
