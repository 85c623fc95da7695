import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import type { Compiled, Diagnostic, SourceFile } from '../model.js';
import { error, positionAt } from '../diagnostics/build-error.js';
import type { ContentContextValue, PageAssets, PageModule } from '../../templates/server-entry.js';
import type { PageData, SiteData } from '../model.js';

/** The render bundle's exports: templates' render functions and every compiled page. */
export interface RenderBundle {
  renderContent(module: PageModule, context: ContentContextValue): string;
  renderPage(site: SiteData, page: PageData, assets: PageAssets): string;
  TRUNCATE_MARK: string;
  pages: Record<string, PageModule>;
}

const PAGE_NS = 'tongsite-page';
const THEME_COMPONENTS: Record<string, string> = { DocCardList: 'theme/DocCardList.tsx' };

interface Manifest {
  key: string;
  file: string;
  inputs: string[];
}

/** Resolves `@site/…` and `@theme/…` the way Docusaurus sites import them, and serves compiled pages. */
function sitePlugin(params: { siteDir: string; templatesDir: string; compiled: Map<string, Compiled>; sources: Map<string, SourceFile> }): Plugin {
  return {
    name: 'tongsite-site',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${PAGE_NS}:`) }, (args) => ({ path: args.path.slice(PAGE_NS.length + 1), namespace: PAGE_NS }));
      b.onLoad({ filter: /.*/, namespace: PAGE_NS }, (args) => ({
        contents: params.compiled.get(args.path)!.code,
        resolveDir: path.dirname(params.sources.get(args.path)!.absPath),
        loader: 'js',
      }));
      b.onResolve({ filter: /^@site\// }, async (args) => {
        const result = await b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: params.siteDir, kind: args.kind });
        return result.errors.length ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : result;
      });
      b.onResolve({ filter: /^@theme\// }, (args) => {
        const file = THEME_COMPONENTS[args.path.slice('@theme/'.length)];
        if (!file) return { errors: [{ text: `unknown theme component "${args.path}"; tongsite provides: ${Object.keys(THEME_COMPONENTS).map((n) => `@theme/${n}`).join(', ')}` }] };
        return { path: path.join(params.templatesDir, file) };
      });
    },
  };
}

/** Turns esbuild's messages into diagnostics at the import's line in the Markdown source. */
function toDiagnostics(messages: Message[], sources: Map<string, SourceFile>): Diagnostic[] {
  return messages.map((m) => {
    const file = m.location?.file ?? '';
    const sitePath = file.startsWith(`${PAGE_NS}:`) ? file.slice(PAGE_NS.length + 1) : undefined;
    const source = sitePath ? sources.get(sitePath) : undefined;
    const spec = /"([^"]+)"/.exec(m.text)?.[1] ?? /unknown theme component "([^"]+)"/.exec(m.text)?.[1];
    if (source) {
      const at = spec ? source.text.indexOf(spec) : -1;
      return error('unknown-import', `cannot import: ${m.text}`, {
        file: source.absPath,
        ...(at >= 0 ? positionAt(source.text, at) : {}),
        hint: '`@site/…` resolves from the site folder (the one holding docs/ and blog/); check the path and the file extension',
      });
    }
    return error('render-bundle', m.text, { ...(m.location && { file: path.resolve(m.location.file), line: m.location.line, column: m.location.column + 1 }) });
  });
}

/**
 * Runs a CommonJS bundle and returns its exports. Nothing keeps a reference to
 * it once the build is done, so a long-lived process does not grow per build.
 */
async function evaluate(file: string): Promise<RenderBundle> {
  const module = { exports: {} as RenderBundle };
  const run = new Function('module', 'exports', 'require', '__filename', '__dirname', await readFile(file, 'utf8'));
  run(module, module.exports, createRequire(file), file, path.dirname(file));
  return module.exports;
}

/** Removes the bundles of earlier builds; only the current one is ever reused. */
async function pruneBundles(dir: string, keep: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    if (/^render-.*\.(c?js|mjs)$/.test(name) && path.join(dir, name) !== keep) await rm(path.join(dir, name), { force: true });
  }
}

async function keyOf(inputs: string[], compiled: Map<string, Compiled>, salt: string): Promise<string> {
  const hash = createHash('sha1').update(salt);
  for (const [sitePath, c] of [...compiled].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(sitePath).update('\0').update(c.code);
  for (const input of inputs) hash.update(input).update(existsSync(input) ? await readFile(input) : 'missing');
  return hash.digest('hex');
}

/**
 * Bundles the templates and all compiled pages into one ES module with esbuild
 * and imports it. The bundle is cached on disk: when no page, template or
 * imported component changed, the previous bundle is imported as is.
 */
export async function loadRenderBundle(params: {
  toolRoot: string;
  siteDir: string;
  cacheDir: string;
  salt: string;
  compiled: Map<string, Compiled>;
  sources: Map<string, SourceFile>;
}): Promise<{ bundle?: RenderBundle; diagnostics: Diagnostic[]; reused: boolean }> {
  const dir = path.join(params.cacheDir, 'render');
  const manifestFile = path.join(dir, 'manifest.json');
  const previous: Manifest | undefined = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
  if (previous && existsSync(previous.file) && (await keyOf(previous.inputs, params.compiled, params.salt)) === previous.key) {
    return { bundle: await evaluate(previous.file), diagnostics: [], reused: true };
  }
  const templatesDir = path.join(params.toolRoot, 'templates');
  const sitePaths = [...params.compiled.keys()];
  const entry = [
    `export { renderContent, renderPage, TRUNCATE_MARK } from ${JSON.stringify(path.join(templatesDir, 'server-entry.tsx'))};`,
    ...sitePaths.map((p, i) => `import * as p${i} from ${JSON.stringify(`${PAGE_NS}:${p}`)};`),
    `export const pages = {${sitePaths.map((p, i) => `${JSON.stringify(p)}: p${i}`).join(',')}};`,
  ].join('\n');
  let result;
  try {
    result = await build({
      stdin: { contents: entry, resolveDir: params.toolRoot, loader: 'js' },
      absWorkingDir: params.toolRoot,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      // CommonJS, evaluated as a function (see evaluate): unlike an imported ES
      // module, a bundle from an earlier build of `serve --watch` can be freed.
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      charset: 'utf8',
      nodePaths: [path.join(params.toolRoot, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [sitePlugin({ siteDir: params.siteDir, templatesDir, compiled: params.compiled, sources: params.sources })],
      logLevel: 'silent',
    });
  } catch (e) {
    return { diagnostics: toDiagnostics((e as { errors?: Message[] }).errors ?? [{ text: String(e) } as Message], params.sources), reused: false };
  }
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':') && !input.includes('node_modules'))
    .map((input) => path.resolve(params.toolRoot, input));
  const key = await keyOf(inputs, params.compiled, params.salt);
  const file = path.join(dir, `render-${key.slice(0, 12)}.cjs`);
  await pruneBundles(dir, file);
  await mkdir(dir, { recursive: true });
  await writeFile(file, result.outputFiles[0]!.text);
  await writeFile(manifestFile, JSON.stringify({ key, file, inputs } satisfies Manifest));
  return { bundle: await evaluate(file), diagnostics: [], reused: false };
}
