import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';

/** Bundles and minifies templates/styles into one stylesheet named by its content hash. */
export async function buildStyles(toolRoot: string): Promise<{ file: string; css: string }> {
  const result = await build({
    entryPoints: [path.join(toolRoot, 'templates', 'styles', 'index.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const css = result.outputFiles[0]!.text;
  const hash = createHash('sha1').update(css).digest('hex').slice(0, 8);
  return { file: `assets/css/styles.${hash}.css`, css };
}
