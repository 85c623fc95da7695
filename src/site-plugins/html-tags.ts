// What the site's plugins add to every page and to the browser, besides
// routes: `injectHtmlTags` (packages/docusaurus/src/server/htmlTags.ts) and
// `getClientModules` (server/clientModules.ts).
import path from 'node:path';
import { error, warning } from '../diagnostics/build-error.js';
import type { Diagnostic, HeadTagConfig, SitePlugin } from '../model.js';

const isTagObject = (tag: unknown): tag is { tagName: string; attributes?: Record<string, unknown>; innerHTML?: unknown } =>
  typeof tag === 'object' && tag !== null && typeof (tag as { tagName?: unknown }).tagName === 'string';

/** A tag object as tongsite's head tags are written; attribute values as Docusaurus writes them (true bare, false left out). */
function headTag(tag: { tagName: string; attributes?: Record<string, unknown>; innerHTML?: unknown }): HeadTagConfig {
  const attributes = Object.fromEntries(
    Object.entries(tag.attributes ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]): [string, string | boolean] => [k, typeof v === 'boolean' ? v : String(v)]),
  );
  return { tagName: tag.tagName, ...(Object.keys(attributes).length && { attributes }), ...(tag.innerHTML !== undefined && { innerHTML: String(tag.innerHTML) }) };
}

/** Every plugin's head tags, in the plugins' order; tags for the body, and tags written as HTML strings, are warnings. */
export async function pluginHeadTags(plugins: SitePlugin[], contents: Map<SitePlugin, unknown>): Promise<{ headTags: HeadTagConfig[]; diagnostics: Diagnostic[] }> {
  const headTags: HeadTagConfig[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const plugin of plugins) {
    if (typeof plugin.instance.injectHtmlTags !== 'function') continue;
    const where = { file: plugin.file };
    let tags: Record<string, unknown>;
    try {
      tags = ((await plugin.instance.injectHtmlTags({ content: contents.get(plugin) })) ?? {}) as Record<string, unknown>;
    } catch (e) {
      diagnostics.push(
        error('plugin-run', `the plugin \`${plugin.name}\` failed in injectHtmlTags: ${(e as Error)?.message ?? String(e)}`, {
          ...where,
          hint: 'it threw, as it would under `docusaurus build`',
        }),
      );
      continue;
    }
    for (const [place, value] of Object.entries(tags)) {
      const list = [value].flat().filter((t) => t !== undefined && t !== null);
      if (!list.length) continue;
      if (place !== 'headTags') {
        diagnostics.push(
          warning('docusaurus-plugin', `the plugin \`${plugin.name}\` injects ${place}, which tongsite does not write: only its head tags are added`, {
            ...where,
            hint: 'move them to headTags if they can go in the head',
          }),
        );
        continue;
      }
      for (const tag of list) {
        if (isTagObject(tag)) headTags.push(headTag(tag));
        else
          diagnostics.push(
            warning('docusaurus-plugin', `the plugin \`${plugin.name}\` injects a head tag written as an HTML string, which tongsite does not add: ${String(tag).slice(0, 60)}`, {
              ...where,
              hint: 'write it as { tagName, attributes, innerHTML }',
            }),
          );
      }
    }
  }
  return { headTags, diagnostics };
}

/** The modules every page loads that the plugins name (`getClientModules`), absolute: a relative path is from the plugin's folder. */
export function pluginClientModules(plugins: SitePlugin[]): string[] {
  return plugins.flatMap((plugin) => {
    const modules = plugin.instance.getClientModules?.();
    return (Array.isArray(modules) ? modules : []).filter((m): m is string => typeof m === 'string').map((m) => path.resolve(path.dirname(plugin.file), m));
  });
}
