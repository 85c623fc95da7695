import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import { remember, reuseToolBundle, sourceInputs } from '../files/bundle-cache.js';

/** The site's one stylesheet: its path below the build folder, and its text. */
export interface Stylesheet {
  file: string;
  css: string;
}

/**
 * Bundles and minifies templates/styles into one stylesheet named by its
 * content hash; reused from the cache while no stylesheet changed.
 */
export async function buildStyles(toolRoot: string, cacheDir: string, salt: string): Promise<Stylesheet> {
  const manifest = path.join(cacheDir, 'styles', 'manifest.json');
  const cached = await reuseToolBundle<Stylesheet>(toolRoot, cacheDir, path.join('styles', 'manifest.json'), salt);
  if (cached) return cached;
  const result = await build({
    entryPoints: [path.join(toolRoot, 'templates', 'styles', 'index.css')],
    absWorkingDir: toolRoot,
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const css = result.outputFiles[0]!.text;
  const hash = createHash('sha1').update(css).digest('hex').slice(0, 8);
  const stylesheet = { file: `assets/css/styles.${hash}.css`, css };
  await remember(manifest, salt, sourceInputs(result.metafile, toolRoot), stylesheet);
  return stylesheet;
}
