// A child process that builds search indexes (search-process.ts): beside the
// rendering of a cold build, or after each rebuild of `serve --watch`, keeping
// its SearchMemory for the life of the server.
import { buildSearchPayloads, createSearchMemory, type PayloadInput } from './search-payloads.js';
import { loadSegmentit } from './segmenter.js';

const memory = createSearchMemory();
// Loaded while the build that started this process makes its site model.
void loadSegmentit();

process.on('message', async ({ id, input }: { id: number; input: PayloadInput }) => {
  try {
    process.send!({ id, jsons: await buildSearchPayloads(input, memory) });
  } catch (e) {
    process.send!({ id, crash: (e as Error).stack ?? String(e) });
  }
});
// The server is gone: nothing left to index for.
process.on('disconnect', () => process.exit(0));
