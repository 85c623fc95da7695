#!/usr/bin/env node
// The `tongsite` command: a shim that runs the bundled CLI, building it first
// when a fresh checkout has not run `npm install`'s prepare step yet.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  const { buildTool } = await import('../scripts/build-tool.js');
  await buildTool();
}
await import(cli.href);
