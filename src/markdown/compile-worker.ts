// A worker thread that compiles Markdown files sent by the main thread, so both
// cores share the CPU-bound work (MDX parsing, shiki, KaTeX).
import { parentPort } from 'node:worker_threads';
import { compileMarkdown, type CompileInput } from './compile.js';
import { COMMON_LANGUAGES, createCodeHighlighter } from './highlighter.js';

// Created at start-up, so grammars load while the main thread still scans files.
const highlighter = createCodeHighlighter(COMMON_LANGUAGES);

parentPort!.on('message', async ({ id, input }: { id: number; input: CompileInput }) => {
  try {
    parentPort!.postMessage({ id, result: await compileMarkdown(input, await highlighter) });
  } catch (e) {
    parentPort!.postMessage({ id, crash: (e as Error).stack ?? String(e) });
  }
});
