// SCSS and Sass, compiled by the `sass` package the site installs, as
// docusaurus-plugin-sass has webpack's sass-loader compile them: the site's
// stylesheets (customCss) and the `.scss` files its components import, CSS
// modules (`x.module.scss`) among them.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OnLoadResult } from 'esbuild';

/** A Sass or SCSS file, by its extension. */
export const SASS_FILE = /\.s[ac]ss$/;

/** The `sass` package installed where the stylesheet is, found as Node finds it from that folder upward. */
function sassFor(file: string): { compile: (file: string) => { css: string } } | undefined {
  try {
    return createRequire(file)('sass');
  } catch {
    return undefined;
  }
}

/** An esbuild load of a Sass file: its CSS for `loader`, or the error at its place in the file. */
export function loadSass(file: string, loader: 'css' | 'local-css'): OnLoadResult {
  const sass = sassFor(file);
  if (!sass) {
    return { errors: [{ text: `${path.basename(file)} is Sass: compiling it needs the site's "sass" package, which is not installed (npm install --save-dev sass)` }] };
  }
  try {
    return { contents: sass.compile(file).css, loader, resolveDir: path.dirname(file) };
  } catch (e) {
    const span = (e as { span?: { start: { line: number; column: number } } }).span;
    const text = (e as { sassMessage?: string }).sassMessage ?? String(e);
    return { errors: [{ text, ...(span && { location: { file, line: span.start.line + 1, column: span.start.column } }) }] };
  }
}
