// `tongsite serve [--watch]`: the orchestrator. Serve the build folder (building
// it first when there is none); under --watch, also watch what the build reads,
// rebuild through one queue and tell open pages.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { build } from '../api.js';
import { buildReport } from '../diagnostics/build-report.js';
import { loadConfig } from '../config/load-config.js';
import { toolRoot } from '../tool-paths.js';
import { DevBuilder } from './dev-builder.js';
import { listen, ServeError } from './listen.js';
import { LiveReload } from './live-reload.js';
import { openBrowser } from './open-browser.js';
import { createProgress } from './progress.js';
import { createSiteHandler } from './site-handler.js';
import { SwapGate } from './swap-gate.js';
import { isIgnored, watchSite, type Change } from './watcher.js';
import type { ResolvedConfig } from '../model.js';

/** The options of `tongsite serve`. */
export interface ServeOptions {
  /** Path of site.config.ts; default `site.config.ts` in the working folder. */
  config?: string;
  /** The folder to serve (and build into); default `build` beside the config. */
  outDir?: string;
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the site is not shown to the network unless asked. */
  host?: string;
  watch?: boolean;
  open?: boolean;
  /** Print each rebuild's stage timings. */
  timings?: boolean;
  stdout?: Writable;
  stderr?: Writable;
}

/** A running server. */
export interface DevServer {
  url: string;
  close(): Promise<void>;
}

async function tryLoadConfig(file: string): Promise<ResolvedConfig | undefined> {
  try {
    return await loadConfig(file);
  } catch {
    return undefined; // The build reports the same problem, with its position.
  }
}

/** The folders a build reads: the site folder, docs and blog when they live elsewhere, the config, the templates. */
function watchedPaths(configFile: string, config: ResolvedConfig | undefined): string[] {
  const paths = [configFile, path.join(toolRoot(), 'templates')];
  if (config) {
    paths.push(config.siteDir);
    for (const dir of [config.docsDir, ...config.docsPlugins.map((i) => i.dir), config.blogDir, ...config.blogPlugins.map((b) => b.dir)])
      if (!dir.startsWith(config.siteDir + path.sep)) paths.push(dir);
  }
  return paths;
}

/**
 * Starts the server; resolves once it listens (and, under --watch, once the first
 * build is done and the watcher is ready). Throws a ServeError when it cannot start.
 */
export async function serve(options: ServeOptions = {}): Promise<DevServer> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const configFile = path.resolve(options.config ?? 'site.config.ts');
  const outDir = options.outDir ? path.resolve(options.outDir) : path.join(path.dirname(configFile), 'build');
  const shownOut = path.relative(process.cwd(), outDir) || '.';
  let config = await tryLoadConfig(configFile);

  if (!options.watch && !existsSync(path.join(outDir, 'index.html'))) {
    stderr.write(`No build in ${shownOut}: building it first.\n`);
    const progress = createProgress(stderr);
    const result = await build({ config: configFile, outDir, onStage: (s) => progress.stage(s) });
    progress.done();
    (result.ok ? stdout : stderr).write(`${buildReport(result)}\n`);
    if (!result.ok) throw new ServeError('the build failed, so there is nothing to serve');
  }

  const live = options.watch ? new LiveReload() : undefined;
  const gate = new SwapGate();
  const handlerFor = (c: ResolvedConfig | undefined) => createSiteHandler({ root: outDir, baseUrl: c?.baseUrl ?? '/', ...(live && { live, gate }) });
  let handler = handlerFor(config);
  const server = http.createServer((req, res) => handler(req, res));
  const url = await listen(server, options.port ?? 3000, options.host ?? '127.0.0.1');
  const siteUrl = `${url}${(config?.baseUrl ?? '/').slice(1)}`;
  stdout.write(`Serving ${shownOut} at ${siteUrl}\n`);
  const stopServer = () =>
    new Promise<void>((resolve) => {
      live?.close();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  if (!live) {
    if (options.open) openBrowser(siteUrl);
    return { url: siteUrl, close: stopServer };
  }

  let configChanged = false;
  const watcher = watchSite({
    paths: watchedPaths(configFile, config),
    ignore: (file) => isIgnored(file, { outDir, ...(config && { cacheDir: config.cacheDir }) }),
    onChange: (changes: Change[]) => {
      const names = [...new Set(changes.map((c) => path.relative(process.cwd(), c.file)))];
      stdout.write(`[${new Date().toTimeString().slice(0, 8)}] changed ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}\n`);
      if (changes.some((c) => c.file === configFile)) configChanged = true;
      builder.request();
    },
    onError: (e) => stderr.write(`watcher: ${String(e)}\n`),
  });
  const builder = new DevBuilder({
    build: { config: configFile, outDir },
    live,
    gate,
    progress: createProgress(stderr),
    stdout,
    stderr,
    timings: options.timings ?? false,
    // A config edit may move the site folder or the base URL: follow it before building.
    beforeBuild: async () => {
      if (!configChanged) return;
      configChanged = false;
      const next = await tryLoadConfig(configFile);
      if (!next) return;
      config = next;
      watcher.setPaths(watchedPaths(configFile, config));
      handler = handlerFor(config);
    },
  });
  builder.request();
  await Promise.all([watcher.ready, builder.settled()]);
  const shownPaths = watchedPaths(configFile, config).map((p) => path.relative(process.cwd(), p) || '.');
  stdout.write(`Watching ${shownPaths.join(', ')} for changes\n`);
  if (options.open) openBrowser(siteUrl);
  return {
    url: siteUrl,
    async close() {
      await watcher.close();
      await stopServer();
      await builder.close();
    },
  };
}
