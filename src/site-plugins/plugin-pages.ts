// The routes the site's plugins added, as pages of the site: each is a React
// page (as one of src/pages) whose module is made here (route-entries.ts), so
// that the page-module and island bundlers, the renderer and the link check
// treat it as any other. A route's path is its URL, as a plugin writes it
// (with the base URL); Docusaurus' trailingSlash rule is applied to it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { warning } from '../diagnostics/build-error.js';
import type { Compiled, Diagnostic, LocaleModel, ResolvedConfig, Route, SourceFile } from '../model.js';
import { hrefOf, outFileOf, withTrailingSlash } from '../content/urls.js';
import { codeOnlyCompiled, PLUGIN_ROUTE } from '../render/react-pages.js';
import { postMetadata } from './blog-content.js';
import type { LocalePluginsRun } from './lifecycle.js';
import { routeEntryCode, type MarkdownExports } from './route-entries.js';

export interface PluginPages {
  routes: Route[];
  sources: Map<string, SourceFile>;
  compiled: Map<string, Compiled>;
  /** Each page module's code, by its Compiled.codeKey. */
  code: Map<string, string>;
  diagnostics: Diagnostic[];
}

function markdownOf(config: ResolvedConfig, model: LocaleModel): (absPath: string) => MarkdownExports | undefined {
  return (absPath) => {
    const post = model.posts.find((p) => p.entry.source.absPath === absPath);
    if (post)
      return {
        // Its neighbours are of its own blog.
        metadata: postMetadata(
          config,
          post,
          model.posts.filter((p) => p.blogId === post.blogId),
        ),
        frontMatter: post.entry.frontMatter,
        ...(post.compiled.contentTitle && { contentTitle: post.compiled.contentTitle }),
      };
    return undefined;
  };
}

export function pluginPages(config: ResolvedConfig, runs: LocalePluginsRun[], models: LocaleModel[], taken: Set<string>): PluginPages {
  const pages: PluginPages = { routes: [], sources: new Map(), compiled: new Map(), code: new Map(), diagnostics: [] };
  const texts = new Map<string, string>();
  for (const run of runs) {
    const model = models.find((m) => m.locale.code === run.locale)!;
    for (const { route, plugin } of run.routes) {
      const where = { file: plugin.file, hint: 'the rest of the site builds' };
      if (route.routes?.length) {
        pages.diagnostics.push(warning('plugin-route', `the plugin \`${plugin.name}\` adds the route ${route.path} with nested routes, which tongsite does not build`, where));
        continue;
      }
      const url = hrefOf(withTrailingSlash(route.path, config.trailingSlash, config.baseUrl));
      if (taken.has(url)) {
        pages.diagnostics.push(warning('plugin-route', `the plugin \`${plugin.name}\` adds the route ${url}, which the site already has: the site's page is kept`, where));
        continue;
      }
      taken.add(url);
      const notes: string[] = [];
      const code = routeEntryCode(route, {
        siteDir: config.siteDir,
        generatedFilesDir: String(plugin.context.generatedFilesDir),
        markdown: markdownOf(config, model),
        note: (message) => notes.push(message),
      });
      for (const note of notes) pages.diagnostics.push(warning('plugin-route', `the route ${url} of the plugin \`${plugin.name}\`: ${note}`, where));
      const codeKey = `${PLUGIN_ROUTE}${createHash('sha1').update(code).digest('hex')}`;
      const sitePath = `@plugin/${plugin.name}/${plugin.id}/${run.locale}${url}`;
      if (!texts.has(plugin.file)) texts.set(plugin.file, readFileSync(plugin.file, 'utf8'));
      // Bundle errors are placed in the plugin's file (where it names the component and the modules); its folder resolves them.
      pages.sources.set(sitePath, { absPath: plugin.file, sitePath, text: texts.get(plugin.file)! });
      pages.code.set(codeKey, code);
      pages.compiled.set(sitePath, codeOnlyCompiled(sitePath, codeKey));
      pages.routes.push({
        key: `plugin:${plugin.name}:${plugin.id}:${url}`,
        url,
        outFile: outFileOf(url.startsWith(config.baseUrl) ? url.slice(config.baseUrl.length - 1) : url, config.trailingSlash),
        locale: run.locale,
        kind: 'sitePage',
        sitePath,
        page: { kind: 'sitePage', url, locale: run.locale, noindex: false, alternates: [], contentHtml: '', title: '', hasMath: false, markdown: false, toc: [], unlisted: false },
        contents: [{ sitePath, mode: 'full', target: 'body' }],
      });
    }
  }
  return pages;
}
