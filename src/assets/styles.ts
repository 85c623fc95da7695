import path from 'node:path';
import { build } from 'esbuild';
import { remember, reuseToolBundle, sourceInputs } from '../files/bundle-cache.js';
import type { Stylesheet } from '../model.js';

/** Bundles and minifies templates/styles into one stylesheet; reused from the cache while no stylesheet changed. */
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
  const stylesheet = { css: result.outputFiles[0]!.text };
  await remember(manifest, salt, sourceInputs(result.metafile, toolRoot), stylesheet);
  return stylesheet;
}
