// The templates as one CommonJS bundle made by esbuild and evaluated in this
// process: the renderers of page bodies and whole pages, and the modules that
// compiled pages share with them (one React, one content context). Compiled
// pages are bundled apart (page-modules.ts), so that an edited page does not
// bundle the templates again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { build, type BuildOptions, type Message } from 'esbuild';
import type { Diagnostic, LoadedTemplates, TemplatesBundle } from '../model.js';
import { remember as rememberBundle, reuseToolBundle, sourceInputs } from '../files/bundle-cache.js';
import { error } from '../diagnostics/build-error.js';
import { writeFileAtomically } from '../files/replace-file.js';
import { runCodeCached } from '../files/code-cache.js';

/** Kept by a long-lived process: the evaluated bundle, reused while its key holds. */
export type TemplatesMemo = { current?: LoadedTemplates };

/** The bundle on disk and its key, as the cache manifest records them. */
interface LoadedBundleFile {
  file: string;
  key: string;
}

/**
 * esbuild's options for the bundles this process evaluates (templates, pages):
 * CommonJS, run as a function (see evaluateCommonJs) so that, unlike an
 * imported ES module, the bundle of an earlier build of `serve --watch` can be
 * freed; React in production mode.
 */
export const serverBundleOptions = (toolRoot: string) =>
  ({
    absWorkingDir: toolRoot,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    charset: 'utf8',
    nodePaths: [path.join(toolRoot, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }) satisfies BuildOptions;

/**
 * Runs a CommonJS bundle as `file` and returns its exports; nothing else keeps
 * a reference to it. `stackName` is what its stack frames call it (default
 * `file`): a page bundle names its own file, so that an error can be traced
 * back through the bundle's source map.
 */
export function evaluateCommonJs<T>(code: string, file: string, options: { require?: (id: string) => unknown; stackName?: string } = {}): T {
  const module = { exports: {} as T };
  const run = compileFunction(code, ['module', 'exports', 'require', '__filename', '__dirname'], { filename: options.stackName ?? file });
  run(module, module.exports, options.require ?? createRequire(file), file, path.dirname(file));
  return module.exports;
}

/**
 * The templates bundle evaluated with V8's code cache kept in `cacheFile`
 * (files/code-cache.ts): compiling its 0.9 MB (React's server renderer and the
 * templates) took 30-40 ms of every build, most of an edit's render.
 * `saveCodeCache` writes the cache once the build has rendered (it then holds
 * the functions rendering compiled too); `serve --watch` runs without
 * --no-opt, whose cache V8 turns down. The file is named by the bundle's key.
 */
function evaluateTemplates(code: string, file: string, cacheFile: string): Pick<LoadedTemplates, 'bundle' | 'saveCodeCache'> {
  const run = runCodeCached<TemplatesBundle>(code, file, cacheFile);
  const saveCodeCache = async () => {
    if (await run.saveCodeCache()) await pruneBundles(path.dirname(cacheFile), [cacheFile, file]);
  };
  return { bundle: run.exports, saveCodeCache };
}

/** Where the code cache of the bundle of `key` is kept. */
const codeCacheFile = (dir: string, key: string) => path.join(dir, `templates-${key.slice(0, 12)}.v8`);

/** Removes bundles (and their code caches) of earlier builds: only the current one is ever reused. */
async function pruneBundles(dir: string, keep: string[]): Promise<void> {
  for (const name of await readdir(dir)) {
    if (/^templates-.*\.(?:cjs|v8)$/.test(name) && !keep.includes(path.join(dir, name))) await rm(path.join(dir, name), { force: true });
  }
}

/**
 * The templates bundle: reused from memory or from the disk cache when no
 * template changed, else bundled anew. A template that does not compile is an
 * error at its file, line and column.
 */
export async function loadTemplates(params: {
  toolRoot: string;
  cacheDir: string;
  salt: string;
  memo?: TemplatesMemo;
}): Promise<{ templates?: LoadedTemplates; diagnostics: Diagnostic[] }> {
  const dir = path.join(params.cacheDir, 'render');
  const manifest = path.join(dir, 'templates.json');
  const cached = await reuseToolBundle<LoadedBundleFile>(params.toolRoot, params.cacheDir, path.join('render', 'templates.json'), params.salt);
  if (cached && existsSync(cached.file)) {
    if (params.memo?.current?.key === cached.key) return { templates: params.memo.current, diagnostics: [] };
    const evaluated = evaluateTemplates(await readFile(cached.file, 'utf8'), cached.file, codeCacheFile(dir, cached.key));
    return { templates: remember(params.memo, { key: cached.key, ...evaluated }), diagnostics: [] };
  }
  let result;
  try {
    result = await build({ ...serverBundleOptions(params.toolRoot), entryPoints: [path.join(params.toolRoot, 'templates', 'server-entry.tsx')] });
  } catch (e) {
    const messages = (e as { errors?: Message[] }).errors ?? [{ text: String(e) } as Message];
    return {
      diagnostics: messages.map((m) =>
        error('render-bundle', m.text, { ...(m.location && { file: path.resolve(params.toolRoot, m.location.file), line: m.location.line, column: m.location.column + 1 }) }),
      ),
    };
  }
  const code = result.outputFiles[0]!.text;
  const key = createHash('sha1').update(params.salt).update(code).digest('hex');
  const file = path.join(dir, `templates-${key.slice(0, 12)}.cjs`);
  await mkdir(dir, { recursive: true });
  await pruneBundles(dir, [file, codeCacheFile(dir, key)]);
  await writeFileAtomically(file, code);
  await rememberBundle(manifest, params.salt, sourceInputs(result.metafile, params.toolRoot), { file, key } satisfies LoadedBundleFile);
  return { templates: remember(params.memo, { key, ...evaluateTemplates(code, file, codeCacheFile(dir, key)) }), diagnostics: [] };
}

function remember(memo: TemplatesMemo | undefined, loaded: LoadedTemplates): LoadedTemplates {
  if (memo) memo.current = loaded;
  return loaded;
}
