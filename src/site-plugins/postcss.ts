// The PostCSS plugins the site's own plugins ask for (`configurePostCss`, as
// Docusaurus' webpack CSS loader applies them: a tailwindcss plugin is the
// usual one), run by the site's own `postcss` package on its stylesheets.
import { createRequire } from 'node:module';
import type { SitePlugin } from '../model.js';

type PostCss = (plugins: unknown[]) => { process(css: string, options: { from: string }): PromiseLike<{ css: string }> };

/** The site's postcss, found from its config as Node finds it; undefined when it is not installed. */
export function sitePostCssPackage(configFile: string): PostCss | undefined {
  try {
    return createRequire(configFile)('postcss') as PostCss;
  } catch {
    return undefined;
  }
}

/** Runs the PostCSS plugins the site's plugins configure on a stylesheet; undefined when none configures any, or postcss is missing (said when the config was read). */
export function sitePostCss(plugins: SitePlugin[], configFile: string): ((css: string, from: string) => Promise<string>) | undefined {
  const configuring = plugins.filter((p) => typeof p.instance.configurePostCss === 'function');
  if (!configuring.length) return undefined;
  const postcss = sitePostCssPackage(configFile);
  if (!postcss) return undefined;
  let options = { plugins: [] as unknown[] };
  for (const plugin of configuring) options = (plugin.instance.configurePostCss!(options) as typeof options | undefined) ?? options;
  if (!options.plugins.length) return undefined;
  return async (css, from) => (await postcss(options.plugins).process(css, { from })).css;
}
