// A worker thread that compiles Markdown files sent by the main thread, so both
// cores share the CPU-bound work (MDX parsing, shiki, KaTeX), and highlights the
// code blocks of the languages the build gives it (see highlight-plan.ts).
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { compileMarkdown } from './compile.js';
import { blockKey } from './code-block.js';
import { createCodeHighlighter } from './highlighter.js';
import { PluginClock } from './plugin-clock.js';
import { highlightBlock } from './plugins/rehype-code.js';
import type { WorkerData, WorkerReply, WorkerRequest } from './worker-pool.js';

// Engines and languages load as the worker meets them, so it loads only those it highlights.
const highlighter = createCodeHighlighter();
// Shared with the pool's watchdog, which does not count the site's plugins' time against the compile limit.
const { clock: buffer, origin } = workerData as WorkerData;
const clock = new PluginClock(buffer, origin);

async function answer(request: WorkerRequest): Promise<WorkerReply> {
  clock.take();
  const h = await highlighter;
  if ('highlight' in request) {
    await h.load(request.highlight.map((b) => b.lang));
    return { highlighted: request.highlight.map((block) => [blockKey(block), highlightBlock(h, block)]) };
  }
  for (const [key, html] of request.highlighted) h.highlighted.set(key, html);
  const result = await compileMarkdown(request.compile, h, clock);
  // This thread's own: its heap, and what its code holds outside it (the WebAssembly of a site plugin's highlighter).
  const { total_heap_size, external_memory } = getHeapStatistics();
  return { result, memoryMb: Math.round((total_heap_size + external_memory) / 2 ** 20) };
}

parentPort!.on('message', async (request: WorkerRequest) => {
  try {
    parentPort!.postMessage(await answer(request));
  } catch (e) {
    parentPort!.postMessage({ crash: (e as Error).stack ?? String(e) } satisfies WorkerReply);
  }
});
