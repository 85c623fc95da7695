// A child process that builds search indexes for `serve --watch`
// (search-process.ts), keeping its SearchMemory for the life of the server.
import { buildSearchPayloads, createSearchMemory, type PayloadInput } from './search-payloads.js';

const memory = createSearchMemory();

process.on('message', async ({ id, input }: { id: number; input: PayloadInput }) => {
  try {
    process.send!({ id, jsons: await buildSearchPayloads(input, memory) });
  } catch (e) {
    process.send!({ id, crash: (e as Error).stack ?? String(e) });
  }
});
// The server is gone: nothing left to index for.
process.on('disconnect', () => process.exit(0));
