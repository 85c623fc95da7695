// The `tongsite` command: argv → API call → report → exit code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { build, closeSession, type BuildSession } from './api.js';
import { buildReport } from './cli/report.js';
import { toolRoot } from './tool-paths.js';

const version = (JSON.parse(readFileSync(path.join(toolRoot(), 'package.json'), 'utf8')) as { version: string }).version;

const program = new Command('tongsite')
  .description('Builds the bilingual Tongsuo website from a Docusaurus-style content tree.')
  .version(version)
  .showHelpAfterError('(run tongsite --help for the commands and their options)');

program
  .command('build')
  .description('build the static site into the output folder (replaced only when the build succeeds)')
  .option('--config <file>', 'site config file', 'site.config.ts')
  .option('--out-dir <dir>', 'output folder (default: build/ beside the config file)')
  .option('--no-cache', 'compile every page again instead of reusing earlier results')
  .action(async (options: { config: string; outDir?: string; cache: boolean }) => {
    const session: BuildSession = {};
    const progress = process.stderr.isTTY ? (stage: string) => process.stderr.write(`\r\x1b[2K${stage}…`) : undefined;
    const result = await build({ config: options.config, ...(options.outDir && { outDir: options.outDir }), cache: options.cache, ...(progress && { onStage: progress }) }, session);
    await closeSession(session);
    if (progress) process.stderr.write('\r\x1b[2K');
    (result.ok ? process.stdout : process.stderr).write(`${buildReport(result)}\n`);
    if (process.env.TONGSITE_TIMINGS) process.stderr.write(`timings (ms): ${JSON.stringify({ ...result.timings, compiledFresh: result.compiledFresh })}\n`);
    process.exitCode = result.ok ? 0 : 1;
  });

await program.parseAsync(process.argv);
