// KaTeX's stylesheet and fonts served by the site itself (config
// `markdown.katex: { selfHost: true }`): math then renders with no network
// beyond the site, where a CDN is slow, blocked or offline. The files come from
// the installed katex package, the one that renders the formulas at build
// time, so stylesheet and markup always match.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { KatexAssets } from '../model.js';

const hash = (data: string | Buffer) => createHash('sha1').update(data).digest('hex').slice(0, 8);

/**
 * The stylesheet (katex.min.css, whose fonts block rendering until loaded:
 * swapping fonts in later would shift the page) rewritten to name only the
 * WOFF2 files, which every browser KaTeX supports reads, each with its content
 * hash and its URL from the site's root; the stylesheet named by its own hash.
 * Everything is cacheable forever.
 */
export function katexAssets(baseUrl: string): KatexAssets {
  // The installed package does not change while tongsite runs: each rebuild of serve --watch
  // and each locale would otherwise read and hash every font again.
  let assets = made.get(baseUrl);
  if (!assets) made.set(baseUrl, (assets = readKatexAssets(baseUrl)));
  return assets;
}

const made = new Map<string, KatexAssets>();

function readKatexAssets(baseUrl: string): KatexAssets {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');
  const fonts = new Map<string, [string, string]>();
  const text = readFileSync(path.join(dist, 'katex.min.css'), 'utf8').replace(/src:url\(fonts\/([\w-]+)\.woff2\)[^;}]*/g, (_all, name: string) => {
    const from = path.join(dist, 'fonts', `${name}.woff2`);
    const file = `assets/katex/fonts/${name}.${hash(readFileSync(from))}.woff2`;
    fonts.set(name, [file, from]);
    // From the site's root, not the stylesheet's folder: pages carry the same text inline.
    return `src:url("${baseUrl}${file}") format("woff2")`;
  });
  const file = `assets/katex/katex.${hash(text)}.css`;
  return { href: `${baseUrl}${file}`, css: { file, text }, fonts: [...fonts.values()] };
}
