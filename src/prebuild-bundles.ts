// Run when tongsite itself is built (scripts/build-tool.js): makes the bundles
// that depend on tongsite's files alone, so that no site's build makes them.
import { rm } from 'node:fs/promises';
import { loadTemplates } from './render/templates-bundle.js';
import { prebuiltBundlesDir, toolCodeHash, writeDistCodeHash } from './tool-paths.js';
import { buildClientBundle } from './assets/client-bundle.js';
import { buildStyles } from './assets/styles.js';

/** Bundles the templates, the stylesheet and the browser code into dist/bundles, as a site's cache would hold them. */
export async function prebuildBundles(root: string): Promise<void> {
  const dir = prebuiltBundlesDir(root);
  await rm(dir, { recursive: true, force: true });
  writeDistCodeHash(root);
  const salt = toolCodeHash(root);
  const [templates] = await Promise.all([loadTemplates({ toolRoot: root, cacheDir: dir, salt }), buildStyles(root, dir, salt), buildClientBundle(root, dir, salt)]);
  if (!templates.templates) throw new Error(`the templates do not bundle:\n${templates.diagnostics.map((d) => d.message).join('\n')}`);
}
