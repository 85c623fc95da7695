// The site's own part of the stylesheet every page carries in its head, after
// the theme's: the Infima utility classes its pages use, then its stylesheets
// (`customCss`, Docusaurus' classic theme option), so that their rules and
// Infima custom properties win as they do in Docusaurus.
// `@import`s are bundled; SCSS and Sass go through the `sass` package the site
// installs (as docusaurus-plugin-sass needs it); a `url()` to a file beside the
// stylesheet (or under the site's folder, as `@site/…`, the alias Docusaurus'
// webpack gives its CSS loader too) becomes the URL of the file's hashed copy
// in the build, while absolute paths (`/img/x.png`, which Docusaurus leaves to static/), other
// origins and data URLs stay as written.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, transform, type Message, type Plugin } from 'esbuild';
import { BuildError, error } from '../diagnostics/build-error.js';
import type { Diagnostic, Entry, ResolvedConfig, Stylesheet } from '../model.js';
import { infimaUtilities } from './infima-utilities.js';
import { loadSass, SASS_FILE } from './sass.js';
import { copiedFileUrl, cssUrlFile } from './css-url-files.js';
import { sitePostCss } from '../site-plugins/postcss.js';

/** A URL with a scheme (https:, data:): not a file of the site. */
const OTHER_ORIGIN = /^[a-z][a-z0-9+.-]*:/i;
function stylesPlugin(baseUrl: string, siteDir: string, files: Map<string, string>): Plugin {
  return {
    name: 'tongsite-site-styles',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'import-rule') return OTHER_ORIGIN.test(args.path) ? { path: args.path, external: true } : undefined;
        if (args.kind !== 'url-token') return undefined;
        const named = cssUrlFile(args.path, args.resolveDir, siteDir);
        if (!named) return { path: args.path, external: true };
        if (!existsSync(named.file)) return { errors: [{ text: `url(${args.path}) names no file (${named.file} is missing)` }] };
        return { path: copiedFileUrl(named.file, named.suffix, baseUrl, files), external: true };
      });
      b.onLoad({ filter: SASS_FILE }, (args) => loadSass(args.path, 'css'));
    },
  };
}

const diagnosticOf = (m: Message, configFile: string): Diagnostic =>
  error('custom-css', m.text, {
    file: m.location ? path.resolve(m.location.file) : configFile,
    ...(m.location && { line: m.location.line, column: m.location.column + 1 }),
    hint: 'customCss lists the site stylesheets (CSS, or SCSS with the sass package installed); a url() names a file beside the stylesheet, a file of the site’s folder as @site/…, or an absolute path for a file of static/',
  });

/** The text of the site's components and pages under src/ (where Docusaurus sites keep them), and of its stylesheets. */
function componentTexts(config: Pick<ResolvedConfig, 'siteDir' | 'customCss'>): string[] {
  const src = path.join(config.siteDir, 'src');
  const files = existsSync(src)
    ? readdirSync(src, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile() && /\.(?:[cm]?[jt]sx?|mdx?|s?css)$/.test(d.name) && !d.parentPath.includes('node_modules'))
        .map((d) => path.join(d.parentPath, d.name))
    : [];
  return [...files, ...config.customCss.filter((file) => existsSync(file))].map((file) => readFileSync(file, 'utf8'));
}

type StylesConfig = Pick<ResolvedConfig, 'customCss' | 'codeColoursCss' | 'configFile' | 'baseUrl' | 'siteDir'> & Partial<Pick<ResolvedConfig, 'sitePlugins'>>;

/**
 * The site's part of the stylesheet, minified: its code colours, the Infima utilities named in
 * its Markdown (`entries`), components and stylesheets, then its customCss. A
 * missing file, a CSS or Sass error, or a url() to a missing file is a
 * BuildError at its place.
 */
export async function buildSiteStyles(config: StylesConfig, entries: Iterable<Entry>): Promise<Stylesheet> {
  const utilities = infimaUtilities([...[...entries].map((entry) => entry.body), ...componentTexts(config)]);
  const custom = await customStyles(config);
  return { css: `${config.codeColoursCss}${utilities}${custom.css}`, files: custom.files ?? [] };
}

async function customStyles(config: StylesConfig): Promise<Stylesheet> {
  if (config.customCss.length === 0) return { css: '', files: [] };
  const missing = config.customCss.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new BuildError(
      missing.map((file) =>
        error('custom-css', `customCss names ${file}, which does not exist`, { file: config.configFile, hint: 'paths in customCss start at the config file’s folder' }),
      ),
    );
  }
  const files = new Map<string, string>();
  // The PostCSS plugins the site's plugins configure (tailwindcss…) run on the bundled stylesheets, before they are minified.
  const postcss = sitePostCss(config.sitePlugins ?? [], config.configFile);
  try {
    const result = await build({
      stdin: { contents: config.customCss.map((file) => `@import ${JSON.stringify(file)};`).join('\n'), loader: 'css', resolveDir: path.dirname(config.configFile) },
      bundle: true,
      minify: !postcss,
      write: false,
      logLevel: 'silent',
      plugins: [stylesPlugin(config.baseUrl, config.siteDir, files)],
    });
    const css = result.outputFiles[0]!.text;
    if (!postcss) return { css: css.trim(), files: [...files] };
    const processed = await postcss(css, config.customCss[0]!).catch((e: Error) => {
      throw new BuildError([
        error('custom-css', `the PostCSS plugins the site's plugins configure failed: ${e.message}`, {
          file: config.customCss[0]!,
          hint: "they ran as configurePostCss gave them, with the site's postcss",
        }),
      ]);
    });
    return { css: (await transform(processed, { loader: 'css', minify: true, logLevel: 'silent' })).code.trim(), files: [...files] };
  } catch (e) {
    if (e instanceof BuildError) throw e;
    const errors = (e as { errors?: Message[] }).errors;
    if (!errors) throw e;
    throw new BuildError(errors.map((m) => diagnosticOf(m, config.configFile)));
  }
}
