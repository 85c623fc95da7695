// A preset other than the classic one (a company's preset wrapping
// @docusaurus/preset-classic, with its own remark plugins and theme) is a
// function of the site's context and its options that gives plugins and themes
// (Docusaurus' loadPresets, packages/docusaurus/src/server/plugins/presets.ts).
// tongsite runs it and reads what it gives as the site would have written it:
// the classic parts as a classic preset's options, every other plugin and theme
// as one of the site's own.
import { createRequire } from 'node:module';
import { packageName, presetName } from './plugins.js';
import { isObj, type Obj } from './theme-config.js';

const CLASSIC_PRESETS = ['@docusaurus/preset-classic', 'docusaurus-preset-classic', 'classic'];

/** The classic preset's parts (packages/docusaurus-preset-classic/src/index.ts), by package: the option each is configured by. */
const CLASSIC_PARTS: Record<string, string> = {
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  '@docusaurus/plugin-sitemap': 'sitemap',
  '@docusaurus/theme-classic': 'theme',
  '@docusaurus/plugin-google-gtag': 'gtag',
  '@docusaurus/plugin-google-tag-manager': 'googleTagManager',
  '@docusaurus/plugin-google-analytics': 'googleAnalytics',
  '@docusaurus/plugin-svgr': 'svgr',
  '@docusaurus/plugin-debug': 'debug',
};

/** Why a preset could not be run, where it could not; `name` as the config's warnings name it (presetName). */
export interface PresetFailure {
  name: string;
  reason: string;
}

/**
 * A preset's module, its name tried as Docusaurus tries it (packages/docusaurus/src/server/moduleShorthand.ts):
 * as written, then `@docusaurus/preset-<name>` and `docusaurus-preset-<name>` for a name without a scope.
 */
function requirePreset(require: NodeJS.Require, name: string): unknown {
  const candidates = name.startsWith('@') || name.startsWith('.') || name.startsWith('/') ? [name] : [name, `@docusaurus/preset-${name}`, `docusaurus-preset-${name}`];
  const found = candidates.find((candidate) => {
    try {
      require.resolve(candidate);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) throw new Error(`it is not installed in the site (npm install ${name} there, as \`docusaurus build\` needs it too)`);
  return require(found);
}

/**
 * Each third-party preset of the config run and replaced, in the config object itself (the one object
 * plugins and pages read), by what it gives: one classic preset entry holding the classic parts' options
 * (a part it leaves out is `false`, as the classic preset's own option would be), the rest appended to
 * `plugins` and `themes`. A preset that cannot be loaded or throws stays as it is, and is returned.
 */
export function expandPresets(site: Obj, file: string, context: Record<string, unknown>): PresetFailure[] {
  const presets = Array.isArray(site.presets) ? site.presets : [];
  const require = createRequire(file);
  const failed: PresetFailure[] = [];
  const kept: unknown[] = [];
  const plugins: unknown[] = [];
  const themes: unknown[] = [];
  for (const entry of presets) {
    const [head, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof head !== 'string' || CLASSIC_PRESETS.includes(packageName(head))) {
      kept.push(entry);
      continue;
    }
    let given: unknown;
    try {
      const module = requirePreset(require, head) as Obj & { default?: unknown };
      const preset = (typeof module === 'function' ? module : module.default) as ((context: unknown, options: unknown) => unknown) | undefined;
      if (typeof preset !== 'function') throw new Error('its module exports no function');
      given = preset(context, isObj(options) ? options : {});
    } catch (thrown) {
      failed.push({ name: presetName(head), reason: thrown instanceof Error ? thrown.message.split('\n')[0]! : String(thrown) });
      kept.push(entry);
      continue;
    }
    const result = isObj(given) ? given : {};
    const classic: Obj = { docs: false, blog: false, pages: false, sitemap: false };
    const sort = (list: unknown, into: unknown[]) => {
      for (const item of Array.isArray(list) ? list : []) {
        const [part, partOptions] = Array.isArray(item) ? item : [item, undefined];
        const name = typeof part === 'string' ? packageName(part) : undefined;
        const option = name ? CLASSIC_PARTS[name] : undefined;
        const defaultInstance = !isObj(partOptions) || partOptions.id === undefined || partOptions.id === 'default';
        if (option && (defaultInstance || option === 'theme')) classic[option] = isObj(partOptions) ? partOptions : {};
        // Named by its package, as a site names it: then read as the site's own entry would be.
        else if (name) into.push(partOptions === undefined ? name : [name, partOptions]);
        else if (item !== false && item !== null && item !== undefined) into.push(item);
      }
    };
    sort(result.plugins, plugins);
    sort(result.themes, themes);
    kept.push(['@docusaurus/preset-classic', classic]);
  }
  if (!plugins.length && !themes.length && kept.every((entry, i) => entry === presets[i])) return failed;
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  Object.assign(site, { presets: kept, plugins: [...list(site.plugins), ...plugins], themes: [...list(site.themes), ...themes] });
  return failed;
}
