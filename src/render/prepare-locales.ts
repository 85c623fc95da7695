import { createHash } from 'node:crypto';
import type {
  BrowserAssets,
  LocaleModel,
  LocaleRenderContext,
  PageAssets,
  PageKind,
  ResolvedConfig,
  SearchUrls,
  SidebarItem,
  SiteData,
  SourceFile,
  PreparedLocales,
  Stylesheet,
} from '../model.js';
import { AssetRegistry } from '../assets/asset-registry.js';
import { buildClientBundle } from '../assets/client-bundle.js';
import { buildStyles } from '../assets/styles.js';
import { inlineScripts } from '../shared/inline-scripts.js';
import { allowScripts, allowStyles } from './content-security-policy.js';
import { styleText } from '../shared/inline-styles.js';
import { createResolver } from './link-resolver.js';
import { contentRootsOf, localizedPrefixesOf } from '../content/markdown-link-lookup.js';
import { katexAssets } from '../assets/katex-assets.js';
import { docCardsOf } from '../content/doc-cards.js';
import { docClientContexts } from '../content/doc-client-context.js';
import { sidebarLinkCount, sidebarParts, WHOLE_BLOG_SIDEBAR_POSTS, WHOLE_SIDEBAR_LINKS } from '../content/sidebar-parts.js';

/** The module the search box imports on first use (templates/search/use-search-engine.ts). */
const SEARCH_MODULE = 'templates/search/load-search.ts';
/** The module the early entry shows the first results with, before the client has come (src/client/early-search.ts). */
const EARLY_RESULTS_MODULE = 'templates/search/early-results.ts';
/** The template module holding each page kind (as src/client/page-modules.ts loads them). */
const PAGE_MODULES: Record<PageKind, string> = {
  doc: 'templates/docs/DocPage.tsx',
  blogPost: 'templates/blog/BlogPages.tsx',
  blogList: 'templates/blog/BlogPages.tsx',
  blogTag: 'templates/blog/BlogPages.tsx',
  blogTags: 'templates/blog/BlogPages.tsx',
  blogAuthors: 'templates/blog/BlogAuthors.tsx',
  blogArchive: 'templates/blog/BlogPages.tsx',
  docTags: 'templates/docs/DocTagPages.tsx',
  docTag: 'templates/docs/DocTagPages.tsx',
  sitePage: 'templates/pages/SitePage.tsx',
  search: 'templates/pages/SearchPage.tsx',
  notFound: 'templates/pages/SimplePages.tsx',
};

/**
 * Starts bundling the stylesheet and the browser code (or reading them from
 * the cache). They depend on no content, so a build starts them while its pages
 * compile. The promise is handled here: a build that fails before it awaits
 * the assets leaves no unhandled rejection behind.
 */
export function startBrowserAssets(params: { toolRoot: string; cacheDir: string; salt: string }): Promise<BrowserAssets> {
  const assets = Promise.all([buildStyles(params.toolRoot, params.cacheDir, params.salt), buildClientBundle(params.toolRoot, params.cacheDir, params.salt)]).then(
    ([styles, client]) => ({ styles, client }),
  );
  assets.catch(() => undefined);
  return assets;
}

/**
 * Everything rendering needs besides the bundle: the stylesheet, the image
 * registry, and per locale its link resolver and DocCardList data.
 */
export async function prepareLocales(params: {
  config: ResolvedConfig;
  browserAssets: Promise<BrowserAssets>;
  /** The site's own stylesheet (the Infima utilities it uses, its customCss), after the theme's. */
  siteStyles: Promise<Stylesheet>;
  model: LocaleModel[];
  sources: Map<string, SourceFile>;
  staticFiles: string[];
  /** The search index files, and the URLs each locale's pages link them by. */
  search: { files: { url: string }[]; urls: SearchUrls };
  /** Content hashes of images, kept between builds by a long-lived process. */
  assetHashes?: Map<string, { signature: string; hash: string }>;
  /** The bundle of the site's swizzled frame components, when it has some (src/render/site-frame.ts). */
  frameScript?: string;
  /** The bundle of the site's swizzled blog components, when it has some (src/render/site-frame.ts). */
  blogScript?: string;
}): Promise<PreparedLocales> {
  const { config } = params;
  const [{ styles: theme, client }, site] = await Promise.all([params.browserAssets, params.siteStyles]);
  // The site's sheet after the theme's: its rules win at equal specificity, as custom.css does in Docusaurus.
  const styles: Stylesheet = { css: `${theme.css}${site.css}`, files: site.files ?? [] };
  const assets = new AssetRegistry(config.siteDir, config.baseUrl, params.assetHashes);
  const staticFiles = new Set(params.staticFiles);
  const localizedPrefixes = [...localizedPrefixesOf(config).values()].flat();
  const contentRoots = contentRootsOf(config);
  const files = new Map([...params.sources].map(([sitePath, file]) => [sitePath, file.absPath]));
  const katex = 'selfHost' in config.katex ? katexAssets(config.baseUrl) : undefined;
  const pageAssets: PageAssets = {
    css: styles.css,
    ...(katex && { katexCss: katex.css.text }),
    early: { script: `${config.baseUrl}${client.early}`, preload: client.earlyPreload.map((p) => `${config.baseUrl}${p}`) },
    script: `${config.baseUrl}${client.entry}`,
    preload: client.preload.map((p) => `${config.baseUrl}${p}`),
    searchChunks: (client.pageChunks[SEARCH_MODULE] ?? []).map((p) => `${config.baseUrl}${p}`),
    earlySearchChunks: [...new Set([SEARCH_MODULE, EARLY_RESULTS_MODULE].flatMap((module) => client.earlyChunks[module] ?? []))]
      .filter((p) => !client.pageChunks[SEARCH_MODULE]?.includes(p))
      .map((p) => `${config.baseUrl}${p}`),
    pageChunks: Object.fromEntries(Object.entries(PAGE_MODULES).map(([kind, module]) => [kind, (client.pageChunks[module] ?? []).map((p) => `${config.baseUrl}${p}`)])),
    ...(config.favicon && { favicon: `${config.baseUrl}${config.favicon.replace(/^\//, '')}` }),
    ...(config.headTags.length && { headTags: config.headTags }),
    ...(config.image && { image: config.image }),
  };
  const locales = new Map<string, LocaleRenderContext>();
  const sidebarFiles: [string, string][] = [];
  for (const m of params.model) {
    const searchUrls = params.search.urls.get(m.locale.code);
    const large = largeSidebar(m.sidebar);
    if (large) sidebarFiles.push([large.file, large.json]);
    const manyPosts = m.site.blogSidebar.items.length > WHOLE_BLOG_SIDEBAR_POSTS;
    const site: SiteData = {
      ...m.site,
      ...(searchUrls && { searchIndexUrl: searchUrls.index, ...(searchUrls.shared && { searchSharedIndexUrl: searchUrls.shared }) }),
      ...(large && { docsSidebar: [], docsSidebarUrl: `${config.baseUrl}${large.file}` }),
      ...(manyPosts && { blogSidebar: { ...m.site.blogSidebar, items: [] } }),
      ...(params.frameScript && { frameScript: params.frameScript }),
      ...(params.blogScript && { blogScript: params.blogScript }),
    };
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
    const siteJson = JSON.stringify(site);
    const keyButCards = createHash('sha1')
      .update(JSON.stringify([siteJson, config.baseUrl, [...urlsBySitePath], localizedPrefixes, contentRoots, params.staticFiles]))
      .digest('hex');
    const key = createHash('sha1')
      .update(keyButCards)
      .update(JSON.stringify([...descriptions]))
      .digest('hex');
    // The policy allows the locale's inline scripts by their hashes: they hold its words and settings.
    // The policy allows the locale's inline scripts and the page's inline stylesheets (KaTeX's too on pages with math) by their hashes.
    const declare = (styles: string[]): PageAssets => {
      const policy = config.contentSecurityPolicy && allowStyles(allowScripts(config.contentSecurityPolicy, inlineScripts(site)), styles.map(styleText));
      return { ...pageAssets, ...(policy && { contentSecurityPolicy: policy }) };
    };
    const declared = declare([styles.css]);
    const declaredWithMath = katex ? declare([styles.css, katex.css.text]) : declared;
    locales.set(m.locale.code, {
      key,
      keyButCards,
      assets: declared,
      mathAssets: declaredWithMath,
      // One hash per locale and build: the stylesheets make these inputs large, and every page compares its chrome.
      chromeKey: createHash('sha1')
        .update(JSON.stringify([declared, declaredWithMath]))
        .update('\0')
        .update(siteJson)
        // The blog sidebar that blog pages carry themselves is part of their chrome too.
        .update(manyPosts ? JSON.stringify(m.site.blogSidebar.items) : '')
        .digest('hex'),
      siteJson,
      site,
      resolver: createResolver({ baseUrl: config.baseUrl, locale: m.locale, urlsBySitePath, localizedPrefixes, contentRoots, staticFiles, staticDir: config.staticDir, assets }),
      files,
      docCards: docCardsOf(m.sidebar, descriptions),
      docClient: docClientContexts(m, config.baseUrl),
      ...(large && { sidebarOf: sidebarParts(m.sidebar) }),
      ...(manyPosts && { blogSidebarPosts: m.site.blogSidebar.items }),
    });
  }
  return {
    locales,
    client,
    assets,
    katex,
    styleFiles: styles.files ?? [],
    sidebarFiles,
    fileUrls: (images: Map<string, string>) => [
      ...params.staticFiles.map((f) => `${config.baseUrl}${f}`),
      ...[...images.keys()].map((f) => `${config.baseUrl}${f}`),
      ...(katex ? [katex.href, ...katex.fonts.map(([file]) => `${config.baseUrl}${file}`)] : []),
      ...client.files.map(([file]) => `${config.baseUrl}${file}`),
      ...sidebarFiles.map(([file]) => `${config.baseUrl}${file}`),
      ...(styles.files ?? []).map(([file]) => `${config.baseUrl}${file}`),
      ...(config.sitemap ? [`${config.baseUrl}${config.sitemap.filename}`] : []),
      `${config.baseUrl}robots.txt`,
      ...params.search.files.map((file) => file.url),
      ...[...locales.values()].flatMap(({ site }) => site.feeds.map((f) => f.url)),
    ],
  };
}

/** A sidebar too large to send with every page, as the file the browser fetches it from when a category opens. */
function largeSidebar(sidebar: SidebarItem[]): { file: string; json: string } | undefined {
  if (sidebarLinkCount(sidebar) <= WHOLE_SIDEBAR_LINKS) return undefined;
  const json = JSON.stringify(sidebar);
  return { file: `assets/sidebar.${createHash('sha1').update(json).digest('hex').slice(0, 8)}.json`, json };
}
