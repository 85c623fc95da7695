// The pages of `src/pages`, routed as Docusaurus' pages plugin routes them:
// a file's path below the folder is its URL (`index` the folder's own URL),
// Markdown pages are read from their translation in each locale when there is
// one, React pages are one module for every locale.
import type { ContentTree, Entry, LocaleInfo, PageData, ResolvedConfig, Route } from '../model.js';
import { fm } from './front-matter.js';
import { hrefOf, joinUrl, outFileOf } from './urls.js';
import { markdownExcerpt } from './excerpt.js';

/** A page's path below the site's base, as Docusaurus' `fileToPath`: `blog/index.tsx` → `/blog/`, `about.md` → `/about`. */
export function pageRoutePath(rel: string): string {
  const noExt = rel.replace(/\.(?:jsx?|tsx?|mdx?)$/, '');
  if (noExt === 'index') return '/';
  return noExt.endsWith('/index') ? `/${noExt.slice(0, -'index'.length)}` : `/${noExt}`;
}

/**
 * The routes of one locale's `src/pages`. A Markdown page takes its title and
 * description from front matter (else its `# h1` and first paragraph); a React
 * page's come from the `<Layout>` it renders, filled in by the renderer.
 */
export function sitePageRoutes(params: {
  config: ResolvedConfig;
  locale: LocaleInfo;
  tree: ContentTree;
  entries: Map<string, Entry>;
  compiled: Map<string, { contentTitle?: string; headings: { depth: number; id: string; text: string }[]; sections: { text: string }[]; hasMath: boolean }>;
}): Route[] {
  const { config, locale, tree } = params;
  const routes: Route[] = [];
  const route = (rel: string, sitePath: string, page: PageData): Route => ({
    key: `page:${rel}`,
    url: page.url,
    outFile: outFileOf(page.url.slice(config.baseUrl.length - 1), config.trailingSlash),
    locale: locale.code,
    kind: 'sitePage',
    sitePath,
    page,
    contents: [{ sitePath, mode: 'full', target: 'body' }],
  });
  const urlOf = (rel: string) => hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, pageRoutePath(rel)));
  const common = (url: string) => ({ url, locale: locale.code, noindex: false, alternates: [] as [], contentHtml: '' });
  for (const [rel, file] of tree.reactPages) {
    routes.push(route(rel, file.sitePath, { ...common(urlOf(rel)), kind: 'sitePage', title: '', hasMath: false, markdown: false, toc: [], unlisted: false }));
  }
  const translations = tree.translatedPages.get(locale.code);
  for (const [rel, defaultFile] of tree.pages) {
    const file = translations?.get(rel) ?? defaultFile;
    const entry = params.entries.get(file.sitePath);
    const compiled = params.compiled.get(file.sitePath);
    if (!entry || !compiled || fm.boolean(entry, 'draft')) continue;
    const hideToc = fm.boolean(entry, 'hide_table_of_contents');
    const min = fm.number(entry, 'toc_min_heading_level') ?? 2;
    const max = fm.number(entry, 'toc_max_heading_level') ?? 3;
    const title = fm.string(entry, 'title') ?? compiled.contentTitle ?? '';
    const description = fm.string(entry, 'description') ?? markdownExcerpt(entry.body);
    const wrapperClassName = fm.string(entry, 'wrapperClassName');
    const unlisted = fm.boolean(entry, 'unlisted');
    routes.push(
      route(rel, file.sitePath, {
        ...common(urlOf(rel)),
        kind: 'sitePage',
        title,
        noindex: unlisted,
        hasMath: compiled.hasMath,
        ...(description && { description }),
        // Shown untranslated: its canonical URL is the original's (linkAlternates fills it in).
        ...(file === defaultFile && !locale.isDefault && { original: { locale: config.defaultLocale.code, url: '' } }),
        markdown: true,
        ...(compiled.contentTitle && { heading: compiled.contentTitle }),
        toc: hideToc ? [] : compiled.headings.filter((h) => h.depth >= min && h.depth <= max),
        ...(wrapperClassName && { wrapperClassName }),
        unlisted,
      }),
    );
  }
  return routes;
}
