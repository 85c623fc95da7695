// A config file (site.config.ts, docusaurus.config.*, a plugin's module) is
// bundled with the local files it imports by esbuild, leaving packages
// external, then evaluated from a temporary file written beside it, so that its
// bare imports and require() resolve from the site's own node_modules.
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildOptions, build, type Message, type Metafile } from 'esbuild';
import { BuildError, error } from '../diagnostics/build-error.js';
import type { Diagnostic } from '../model.js';

/** The name watchers skip: the temporary module written beside a config while it loads. */
export const CONFIG_TEMP = /\.timestamp-\d+-\d+\.[cm]js$/;

const fromEsbuild = (m: Message, file: string, hint: string | undefined): Diagnostic =>
  error('config-syntax', m.text, {
    file: m.location?.file ? path.resolve(m.location.file) : file,
    ...(m.location && { line: m.location.line, column: m.location.column + 1 }),
    ...(hint && { hint }),
  });

/**
 * The config bundled into one module's text, with esbuild's metafile; a syntax
 * error is a BuildError at the file, line and column esbuild names.
 */
export async function compileConfigModule(file: string, options: BuildOptions, hint?: string): Promise<{ code: string; metafile: Metafile }> {
  try {
    const result = await build({
      ...options,
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      packages: 'external',
      logLevel: 'silent',
    });
    return { code: result.outputFiles[0]!.text, metafile: result.metafile };
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors ?? [];
    throw new BuildError(errors.length ? errors.map((m) => fromEsbuild(m, file, hint)) : [error('config-syntax', String(e), { file })]);
  }
}

/** Writes `code` beside `file` as a temporary .mjs or .cjs module, evaluates it with `evaluate`, and removes it whatever happens. */
export async function evaluateBeside<T>(file: string, code: string, extension: 'mjs' | 'cjs', evaluate: (temp: string) => Promise<T>): Promise<T> {
  const temp = `${file}.timestamp-${Date.now()}-${process.pid}.${extension}`;
  try {
    await writeFile(temp, code);
    return await evaluate(temp);
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
