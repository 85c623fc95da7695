import path from 'node:path';
import type { PageAssets } from '../../templates/server-entry.js';
import { AssetRegistry } from '../assets/asset-registry.js';
import { buildStyles } from '../assets/styles.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { localizedDirs } from '../content/scan.js';
import type { LocaleModel } from '../content/site-model.js';
import type { SourceFile } from '../model.js';
import { createResolver } from './link-resolver.js';
import { docCardsFor, type LocaleRenderContext } from './render-pages.js';

const sitePathOf = (config: ResolvedConfig, abs: string) => `${path.relative(config.siteDir, abs).split(path.sep).join('/')}/`;

/**
 * Everything rendering needs besides the bundle: the stylesheet, the image
 * registry, and per locale its link resolver and DocCardList data.
 */
export async function prepareLocales(params: {
  config: ResolvedConfig;
  toolRoot: string;
  model: LocaleModel[];
  sources: Map<string, SourceFile>;
  staticFiles: string[];
}) {
  const { config } = params;
  const styles = await buildStyles(params.toolRoot);
  const assets = new AssetRegistry(config.siteDir, config.baseUrl);
  const staticFiles = new Set(params.staticFiles);
  const localizedPrefixes: [string, string][] = config.locales
    .filter((l) => !l.isDefault)
    .flatMap((l) => {
      const dirs = localizedDirs(config, l);
      return [
        [sitePathOf(config, dirs.docs), sitePathOf(config, config.docsDir)],
        [sitePathOf(config, dirs.blog), sitePathOf(config, config.blogDir)],
      ] as [string, string][];
    });
  const files = new Map([...params.sources].map(([sitePath, file]) => [sitePath, file.absPath]));
  const locales = new Map<string, LocaleRenderContext>();
  for (const m of params.model) {
    const urlsBySitePath = new Map<string, string>();
    for (const doc of m.docs) {
      urlsBySitePath.set(doc.defaultSitePath, doc.url);
      urlsBySitePath.set(doc.entry.source.sitePath, doc.url);
    }
    for (const post of m.posts) {
      urlsBySitePath.set(post.defaultSitePath, post.url);
      urlsBySitePath.set(post.entry.source.sitePath, post.url);
    }
    const descriptions = new Map(m.docs.map((d) => [d.id, d.description]));
    locales.set(m.locale.code, {
      site: m.site,
      resolver: createResolver({ baseUrl: config.baseUrl, locale: m.locale, urlsBySitePath, localizedPrefixes, staticFiles, assets }),
      files,
      docCards: (docId) => docCardsFor(m.sidebar, docId, descriptions),
    });
  }
  const pageAssets: PageAssets = {
    css: `${config.baseUrl}${styles.file}`,
    ...(config.favicon && { favicon: `${config.baseUrl}${config.favicon.replace(/^\//, '')}` }),
  };
  return {
    locales,
    pageAssets,
    styles,
    assets,
    /** URLs of every built file that is not a page; call after rendering (images register then). */
    fileUrls: () => [
      ...params.staticFiles.map((f) => `${config.baseUrl}${f}`),
      ...[...assets.files().keys()].map((f) => `${config.baseUrl}${f}`),
      `${config.baseUrl}${styles.file}`,
      `${config.baseUrl}sitemap.xml`,
      `${config.baseUrl}robots.txt`,
      ...[...locales.values()].flatMap(({ site }) => [`${site.blogUrl}/rss.xml`, `${site.blogUrl}/atom.xml`]),
    ],
  };
}

export type PreparedLocales = Awaited<ReturnType<typeof prepareLocales>>;
