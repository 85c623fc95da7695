// The `tongsite` command: argv → API call → report → exit code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { tuneForOneOffBuild } from './cli/one-off-build.js';
import { buildReport } from './diagnostics/build-report.js';
import { checkJson, checkText, jsonFindings } from './cli/check-report.js';
import { BuildError } from './diagnostics/build-error.js';
import { formatDiagnostics } from './diagnostics/report.js';
import { ServeError } from './dev/listen.js';
import { createProgress } from './dev/progress.js';
import type { DevServer } from './dev/serve.js';
import { toolRoot } from './tool-paths.js';

// The builder, the checker and the dev server are imported by the command that
// runs them: the command starts sooner, and `build` starts its workers first.

/** Writes to standard output or error and waits until the text has left the process (pipes are asynchronous on POSIX). */
const written = (stream: NodeJS.WriteStream, text: string) => new Promise<void>((resolve) => stream.write(text, () => resolve()));

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
  .option('--previous-sitemap <file>', "list the pages of this sitemap the build no longer makes (default: the previous build's pages)")
  .option('--no-git', 'read no git history: last update dates and authors from front matter only, undated posts from their file times')
  .option('--locale <code>', "build only this locale's pages (one of i18n.locales), as docusaurus build --locale does")
  .action(async (options: { config: string; outDir?: string; cache: boolean; previousSitemap?: string; git: boolean; locale?: string }) => {
    tuneForOneOffBuild();
    const { build } = await import('./api.js');
    const progress = process.stderr.isTTY ? (stage: string) => process.stderr.write(`\r\x1b[2K${stage}…`) : undefined;
    const result = await build({
      config: options.config,
      ...(options.outDir && { outDir: options.outDir }),
      cache: options.cache,
      git: options.git,
      ...(options.locale !== undefined && { locale: options.locale }),
      ...(options.previousSitemap && { previousSitemap: options.previousSitemap }),
      ...(progress && { onStage: progress }),
    });
    if (progress) process.stderr.write('\r\x1b[2K');
    await written(result.ok ? process.stdout : process.stderr, `${buildReport(result)}\n`);
    if (process.env.TONGSITE_TIMINGS) {
      await written(process.stderr, `timings (ms): ${JSON.stringify({ ...result.timings, compiledFresh: result.compiledFresh })}\n`);
      const { user, system } = process.cpuUsage();
      const cpu = { ...result.cpuTimings, total: Math.round((user + system) / 1000) };
      await written(process.stderr, `CPU time of this process (ms): ${JSON.stringify(cpu)}\n`);
    }
    // All is written. Exiting now, rather than closing the search process and
    // letting Node wind down, saves a tenth of a second; the search process
    // exits by itself when this one goes.
    process.exit(result.ok ? 0 : 1);
  });

program
  .command('serve')
  .description('serve the built site (building it first if there is none); --watch rebuilds on every change and reloads open pages')
  .option('--config <file>', 'site config file', 'site.config.ts')
  .option('--out-dir <dir>', 'folder to serve and build into (default: build/ beside the config file)')
  .option('--watch', 'rebuild when content, static files, templates or the config change; pages reload by themselves')
  .option('--port <n>', 'port to listen on (0: any free port)', '3000')
  .option('--host <host>', 'address to listen on (0.0.0.0 shows the site to the network)', '127.0.0.1')
  .option('--open', 'open the site in the browser')
  .action(async (options: { config: string; outDir?: string; watch?: boolean; port: string; host: string; open?: boolean }) => {
    const port = Number(options.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) program.error(`error: --port must be a number from 0 to 65535, got "${options.port}"`);
    const { serve } = await import('./dev/serve.js');
    let server: DevServer;
    try {
      server = await serve({
        config: options.config,
        ...(options.outDir && { outDir: options.outDir }),
        port,
        host: options.host,
        watch: options.watch ?? false,
        open: options.open ?? false,
        timings: Boolean(process.env.TONGSITE_TIMINGS),
      });
    } catch (e) {
      if (!(e instanceof ServeError)) throw e;
      process.stderr.write(`error: ${e.message}\n`);
      process.exitCode = 1;
      return;
    }
    let stopping = false;
    const stop = () => {
      // A second Ctrl-C does not wait for the running build.
      if (stopping) process.exit(130);
      stopping = true;
      void server.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });

program
  .command('docs:version')
  .description("snapshot the current docs, their translations and sidebars as a new version (Docusaurus' docs:version)")
  .argument('<version>', 'the version name, e.g. 1.0.0')
  .option('--config <file>', 'site config file', 'site.config.ts')
  .option('--plugin-id <id>', 'the docs instance (`docs:version:<id>`, as Docusaurus names the command for another instance)', 'default')
  .action(async (name: string, options: { config: string; pluginId: string }) => {
    const { docsVersion } = await import('./cli/docs-version.js');
    try {
      for (const line of await docsVersion(options.config, name, options.pluginId)) process.stdout.write(`${line}\n`);
    } catch (e) {
      if (!(e instanceof BuildError)) throw e;
      process.stderr.write(`${formatDiagnostics(e.diagnostics)}\n`);
      process.exitCode = 1;
    }
  });

program
  .command('check')
  .description('build in memory and report every broken link, broken anchor and missing image or file with its source position; exit 1 if any must be fixed')
  .option('--config <file>', 'site config file', 'site.config.ts')
  .option('--format <format>', 'text, or json for CI tools', 'text')
  .option('--strict', 'broken anchors fail the check too')
  .option('--examples', "also run the code blocks marked `test` with the runners of the config's examples field")
  .option('--no-cache', 'with --examples: run the examples that passed before again')
  .option('--translations', 'instead of links: list per locale the pages with no translation and the translations older than their source (front matter source_hash)')
  .option('--record [files...]', "with --translations: write the source's hash into these translations (none named: into those that record none yet)")
  .action(async (options: { config: string; format: string; strict?: boolean; examples?: boolean; cache: boolean; translations?: boolean; record?: true | string[] }) => {
    if (options.format !== 'text' && options.format !== 'json') program.error(`error: --format must be text or json, got "${options.format}"`);
    if (options.record && !options.translations) program.error('error: --record goes with --translations');
    if (options.translations) {
      const { checkTranslations } = await import('./check/check-translations.js');
      const { translationsJson, translationsText } = await import('./check/translations-report.js');
      let result;
      try {
        result = await checkTranslations({ config: options.config, ...(options.record && { record: options.record }) });
      } catch (e) {
        if (!(e instanceof BuildError)) throw e;
        process.stderr.write(`${formatDiagnostics(e.diagnostics)}\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`${options.format === 'json' ? translationsJson(result) : translationsText(result)}\n`);
      process.exitCode = result.exitCode;
      return;
    }
    tuneForOneOffBuild();
    const progress = createProgress(process.stderr, 'check');
    const { checkSite } = await import('./cli/check-site.js');
    const result = await checkSite({ config: options.config, strict: options.strict ?? false, onStage: (s) => progress.stage(s) });
    progress.done();
    if (!options.examples) {
      process.stdout.write(`${options.format === 'json' ? checkJson(result) : checkText(result)}\n`);
      process.exitCode = result.exitCode;
      return;
    }
    const { checkExamples } = await import('./examples/check-examples.js');
    const { examplesJson, examplesText } = await import('./examples/examples-report.js');
    let examples;
    try {
      examples = await checkExamples({ config: options.config, cache: options.cache });
    } catch (e) {
      if (!(e instanceof BuildError)) throw e;
      process.stderr.write(`${formatDiagnostics(e.diagnostics)}\n`);
      process.exitCode = 1;
      return;
    }
    const text =
      options.format === 'json' ? JSON.stringify({ findings: jsonFindings(result), ...examplesJson(examples) }, null, 2) : `${checkText(result)}\n${examplesText(examples)}`;
    process.stdout.write(`${text}\n`);
    process.exitCode = result.exitCode || examples.exitCode;
  });

// Docusaurus names the command of another docs instance `docs:version:<pluginId>` (plugin-content-docs' extendCli).
const instanceCommand = /^docs:version:(.+)$/.exec(process.argv[2] ?? '');
const argv = instanceCommand ? [...process.argv.slice(0, 2), 'docs:version', '--plugin-id', instanceCommand[1]!, ...process.argv.slice(3)] : process.argv;
await program.parseAsync(argv);
