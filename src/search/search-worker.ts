// A child process that builds search indexes and cuts them into the files
// written (search-process.ts, index-output.ts): beside the rendering of a
// build, or after each rebuild of `serve --watch`, keeping its SearchMemory
// for the life of the server.
import { indexOutput } from './index-output.js';
import { buildSearchPayloads, createSearchMemory, type PayloadInput } from './search-payloads.js';

const memory = createSearchMemory();

/** Answers the build; if it has gone meanwhile (killed, interrupted), there is no one to answer: exit quietly. */
const answer = (message: object) => process.send!(message, undefined, undefined, (e) => e && process.exit(0));

process.on('message', async ({ id, input }: { id: number; input: PayloadInput }) => {
  try {
    answer({ id, files: indexOutput(input, await buildSearchPayloads(input, memory)) });
  } catch (e) {
    answer({ id, crash: (e as Error).stack ?? String(e) });
  }
});
// The server is gone: nothing left to index for.
process.on('disconnect', () => process.exit(0));
