// SCSS and Sass, compiled by the `sass` package the site installs, as
// docusaurus-plugin-sass has webpack's sass-loader compile them: the site's
// stylesheets (customCss) and the `.scss` files its components import, CSS
// modules (`x.module.scss`) among them.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OnLoadResult } from 'esbuild';

/** A Sass or SCSS file, by its extension. */
export const SASS_FILE = /\.s[ac]ss$/;

/** What sass made of a file, with the files it read (the file and its imports) as they were then. */
interface SassOutput {
  css: string;
  read: [string, number][];
}

/**
 * The files sass compiled in this process: a stylesheet that several bundles of
 * a build import (the pages', the frame's, the islands') is compiled once, and
 * again only after it or a file it imports changed (serve --watch).
 */
const compiled = new Map<string, SassOutput>();

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;

function compileSass(sass: Sass, file: string): string {
  const known = compiled.get(file);
  if (known?.read.every(([read, mtime]) => mtimeOf(read) === mtime)) return known.css;
  const result = sass.compile(file);
  const read = [file, ...result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url))];
  compiled.set(file, { css: result.css, read: [...new Set(read)].map((f) => [f, mtimeOf(f)]) });
  return result.css;
}

type Sass = { compile: (file: string) => { css: string; loadedUrls: URL[] } };

/** The `sass` package installed where the stylesheet is, found as Node finds it from that folder upward. */
function sassFor(file: string): Sass | undefined {
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
    return { contents: compileSass(sass, file), loader, resolveDir: path.dirname(file) };
  } catch (e) {
    const span = (e as { span?: { start: { line: number; column: number } } }).span;
    const text = (e as { sassMessage?: string }).sassMessage ?? String(e);
    return { errors: [{ text, ...(span && { location: { file, line: span.start.line + 1, column: span.start.column } }) }] };
  }
}
