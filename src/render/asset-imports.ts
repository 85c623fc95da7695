// Files a page or a site component imports for their URL, as Docusaurus'
// url-loader and file-loader give it: `import img from '@site/static/img/x.png'`,
// `import pdf from './spec.pdf'`, `require('./x.png').default` inside JSX. The
// import is the URL of the file's hashed copy in the build (the name the asset
// registry gives it, so the build copies it once whoever asked). An SVG is a
// React component of its drawing, as Docusaurus' SVGR loader makes it; a file
// of a kind no loader reads is an error at the import. The kinds of file the
// site's plugins hand to a file loader in their webpack config (`.wasm`) are
// URLs too, imported from the site or from a package. A file that CSS the code
// imports names in a `url()` (a package's font) is that URL in the CSS, as
// Docusaurus' css-loader makes it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { assetHash, assetOutputPath } from '../assets/asset-registry.js';
import { svgComponentModule } from './svg-component.js';
import { copiedFileUrl, cssUrlFile } from '../assets/css-url-files.js';

/** An SVG, which Docusaurus' SVGR loader makes a React component (svg-component.ts). */
const SVG_FILE = /\.svg$/i;

/** The kinds of file Docusaurus' file loaders turn into a URL: images, fonts, media and documents. */
export const ASSET_FILE =
  /\.(?:ico|jpe?g|png|gif|webp|avif|bmp|woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;

/** Extensions esbuild reads as code, styles or data, Sass (css-modules.ts), and Markdown (compiled pages and partials, see site-imports.ts). */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|css|s[ac]ss|json|mdx?)$/i;

/**
 * Whether a file is imported for its URL: a kind Docusaurus' file loaders take, or one the site's plugins'
 * webpack rules hand to a file loader (`fileTests`, ResolvedConfig.fileTests).
 */
export const importedForUrl =
  (fileTests: readonly RegExp[] = []) =>
  (file: string) =>
    ASSET_FILE.test(file) || fileTests.some((test) => test.test(file));

/**
 * A JavaScript regular expression as esbuild's filter (Go's RE2 syntax, which esbuild gives the `i`, `m` and `s` flags),
 * or undefined when RE2 may read it otherwise: lookaround, backreferences, named groups, or a Unicode-mode flag.
 */
function goFilter(test: RegExp): RegExp | undefined {
  return /\(\?[=!<]|\\[1-9]|\\k</.test(test.source) || /[uv]/.test(test.flags) ? undefined : new RegExp(test.source, test.flags.replace(/[^ims]/g, ''));
}

/** A specifier that names a file of the site (not a package): `@site/…`, `./…`, `../…`. */
const SITE_FILE = /^(?:@site\/|\.\.?\/)/;

/** What bundleDiagnostics turns into a diagnostic with this code and hint. */
export interface HintedDetail {
  code: string;
  hint: string;
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

const fail = (text: string, detail: HintedDetail) => ({ errors: [{ text, detail }] });

/** The files a bundle's CSS names in `url()`, by the path of their copy in the build (`assets/images/x-1a2b3c4d.ttf`): the build must write them. */
export type CssUrlFiles = Map<string, string>;

/** Where a bundle's files are found: its metafile's inputs are relative to `workingDir`; the asset plugin noted its CSS's url() files in `cssUrls`, under `baseUrl`. */
export interface BundleFiles {
  workingDir: string;
  /** Whether a file is imported for its URL (importedForUrl). */
  forUrl: (file: string) => boolean;
  cssUrls: CssUrlFiles;
  baseUrl: string;
}

/**
 * The files that `inputs` of a bundle (its metafile's, or those one entry reaches) import for their URL (a
 * package's too) or whose CSS names in url(), as absolute paths: the build must copy them where their URLs say.
 */
export function bundleUrlFiles(metafile: Metafile, inputs: string[], params: BundleFiles): string[] {
  const files = new Set<string>();
  for (const input of inputs) {
    // A module a plugin makes (`namespace:path`) is no file.
    if (!input.includes(':') && params.forUrl(input)) files.add(path.resolve(params.workingDir, input));
    // A url() is an external import of the URL the asset plugin gave the file.
    for (const imported of metafile.inputs[input]!.imports) {
      const file = imported.kind === 'url-token' && imported.external ? params.cssUrls.get(imported.path.slice(params.baseUrl.length).replace(/[?#].*$/, '')) : undefined;
      if (file) files.add(file);
    }
  }
  return [...files];
}

/** The copies of a bundle's URL files (bundleUrlFiles) for a caller that writes them itself (the swizzled frame, the client modules): [path in the build, bytes]. */
export function bundleFileCopies(metafile: Metafile, params: BundleFiles): [string, Uint8Array][] {
  return bundleUrlFiles(metafile, Object.keys(metafile.inputs), params).map((file) => {
    const bytes = readFileSync(file);
    return [assetOutputPath(file, assetHash(bytes)), bytes];
  });
}

/**
 * The esbuild plugin that makes an imported file its URL under `baseUrl`.
 * Registered before the plugin that resolves `@site/` for code.
 */
export function assetImportsPlugin(params: { siteDir: string; baseUrl: string; fileTests?: readonly RegExp[]; cssUrls?: CssUrlFiles }): Plugin {
  const fileTests = params.fileTests ?? [];
  const forUrl = importedForUrl(fileTests);
  const urlModule = (file: string) => ({
    contents: `export default ${JSON.stringify(`${params.baseUrl}${assetOutputPath(file, assetHash(readFileSync(file)))}`)};`,
    loader: 'js' as const,
  });
  return {
    name: 'tongsite-asset-imports',
    setup(b) {
      // A url() in CSS: the file beside the stylesheet (a package's too) is its URL, with the query or fragment written,
      // in the bundles whose caller writes the files it notes (cssUrls); esbuild's error names the others.
      b.onResolve({ filter: /\.\w+(?:[?#].*)?$/ }, (args) => {
        const named = args.kind === 'url-token' && params.cssUrls ? cssUrlFile(args.path, args.resolveDir, params.siteDir) : undefined;
        if (!named) return undefined;
        const { file } = named;
        if (!forUrl(file) && !SVG_FILE.test(file)) return undefined;
        if (!isFile(file)) {
          return fail(`url(${args.path}) names no file (${path.relative(params.siteDir, file).split(path.sep).join('/')} is missing)`, {
            code: 'missing-file',
            hint: "a url() in CSS names a file from the stylesheet's folder, or an absolute path for a file of static/",
          });
        }
        return { path: copiedFileUrl(file, named.suffix, params.baseUrl, params.cssUrls!), external: true };
      });
      b.onResolve({ filter: /\.[A-Za-z0-9]+$/ }, (args) => {
        if (!SITE_FILE.test(args.path) || CODE_FILE.test(args.path)) return undefined;
        const file = args.path.startsWith('@site/') ? path.join(params.siteDir, args.path.slice('@site/'.length)) : path.resolve(args.resolveDir, args.path);
        if (!ASSET_FILE.test(args.path) && !SVG_FILE.test(args.path) && !fileTests.some((test) => test.test(file))) {
          // `./theme.light` naming `theme.light.js`: a module without its extension, for the bundler to resolve as Node and webpack do.
          if (!isFile(file)) return undefined;
          return fail(`"${args.path}" is not a kind of file a page can import`, {
            code: 'unsupported-import',
            hint: 'a page or component imports code (.js, .jsx, .ts, .tsx), styles (.css, and .scss with the sass package installed), data (.json) and, for their URL, images, fonts, media, PDF and office files; link to any other file instead',
          });
        }
        if (!existsSync(file)) {
          return fail(`"${args.path}" names no file (${path.relative(params.siteDir, file).split(path.sep).join('/')} is missing)`, {
            code: 'missing-file',
            hint: '`@site/…` starts at the site folder (the one holding docs/ and static/), `./…` at the importing file; check the path and the extension',
          });
        }
        return { path: file };
      });
      b.onLoad({ filter: SVG_FILE }, (args) => {
        const contents = svgComponentModule(readFileSync(args.path, 'utf8'));
        return contents
          ? { contents, loader: 'js', resolveDir: path.dirname(args.path) }
          : fail(`${path.relative(params.siteDir, args.path).split(path.sep).join('/')} is not an SVG: it has no <svg> root element`, {
              code: 'unsupported-import',
              hint: 'an imported .svg becomes a React component of its drawing, as with Docusaurus; check that the file is an SVG image',
            });
      });
      b.onLoad({ filter: ASSET_FILE }, (args) => urlModule(args.path));
      // A site's rule tests the file's path as webpack gives it: esbuild's filter where Go reads the expression alike,
      // else every file is asked of the test here (a call into this process for each file the bundle loads).
      for (const test of fileTests) b.onLoad({ filter: goFilter(test) ?? /.*/, namespace: 'file' }, (args) => (test.test(args.path) ? urlModule(args.path) : undefined));
    },
  };
}
