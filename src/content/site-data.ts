import path from 'node:path';
import { imageSize } from '../assets/image-size.js';
import { katexAssets } from '../assets/katex-assets.js';
import { mermaidEntryFile } from '../assets/mermaid-assets.js';
import { localize } from '../config/resolve-config.js';
import type { DocsVersionLink, LocaleInfo, NavbarItemConfig, NavItem, PostRecord, ResolvedConfig, SidebarItem, SiteData, VersionModel } from '../model.js';
import { THEME_STRINGS, UI_STRINGS } from '../shared/ui-strings.js';
import { imagesLoadLazily } from './lazy-images.js';
import { placeholderLinksAsText } from './placeholder-links.js';
import { flattenSidebar } from './sidebar.js';
import type { Translations } from './translations.js';
import { hrefOf, joinUrl } from './urls.js';

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
/** Config HTML of the footer, as the chrome writes it: placeholder links as text, images loaded lazily (it is below the fold). */
const footerHtml = (html: string) => imagesLoadLazily(placeholderLinksAsText(html));
/** A URL as written in a config, with the characters a URL may not hold (a space, quotes, braces) percent-encoded. */
const wellFormed = (url: string) => url.replace(/[\s"<>\\^`{|}]/g, (c) => encodeURIComponent(c));

/** The chrome of one locale: navbar, footer, announcement, sidebars and UI strings. */
export function buildSiteData(params: {
  config: ResolvedConfig;
  locale: LocaleInfo;
  translations: Translations;
  sidebar: SidebarItem[];
  posts: PostRecord[];
  versions: VersionModel[];
}): SiteData {
  const { config, locale, translations: t } = params;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale.code, config.defaultLocale.code);
  const localUrl = (to: string) => hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, to));
  const docsBase = joinUrl(config.baseUrl, locale.urlPrefix, config.docs.routeBasePath);
  // A site without docs has no docs home: the navbar and home page leave it out.
  const docsHomeUrl = flattenSidebar(params.sidebar)[0]?.url ?? '';
  const uiLocale = (locale.code in UI_STRINGS ? locale.code : 'en') as keyof typeof UI_STRINGS;
  const navLabel = (label: string) => t.navbar[`item.label.${label}`] || label;
  const versions = params.versions.length > 1 ? versionLinks(params.versions, (base) => hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, base, '/'))) : undefined;
  const latest = versions?.find((v) => v.isLast);
  // A docSidebar item links to the first doc of the version read, preferred or latest (theme-classic's DocSidebarNavbarItem).
  const firstDocs = Object.fromEntries(
    params.versions.flatMap((v) => {
      const first = flattenSidebar(v.sidebars.values().next().value ?? [])[0];
      return first ? [[v.version.name, hrefOf(first.url)]] : [];
    }),
  );
  const navItem = (given: NavbarItemConfig): NavItem | undefined => {
    // A `to` that is a whole URL leaves the site, as Docusaurus' useBaseUrl leaves it: it is an href.
    const item = given.to && /^[a-z][a-z0-9+.-]*:/i.test(given.to) ? { ...given, to: undefined, href: given.href ?? given.to } : given;
    const label = navLabel(text(item.label));
    const position = item.position ?? 'left';
    if (item.type === 'html') return { label: '', href: '', position, external: false, html: text(item.html) };
    if (item.type === 'dropdown') {
      const links = (item.items ?? []).flatMap((i) => navItem(i) ?? []);
      const own = item.href ? wellFormed(item.href) : item.to ? localUrl(item.to) : '';
      return { label, href: own, position, external: item.href ? isExternal(item.href) : false, items: links };
    }
    // theme-classic's DocsVersionDropdownNavbarItem: none on a site with one version.
    if (item.type === 'docsVersionDropdown') return latest && { label: latest.label, href: latest.url, position, external: false, versionDropdown: true };
    if (item.type === 'docsVersion') {
      if (!latest && !docsHomeUrl) return undefined;
      return {
        label: label || (latest?.label ?? ''),
        href: item.to ? localUrl(item.to) : (latest?.url ?? hrefOf(docsHomeUrl)),
        position,
        external: false,
        ...(!item.to && versions && { versionUrls: Object.fromEntries(versions.map((v) => [v.name, v.url])) }),
        ...(!label && { versionLabel: true as const }),
      };
    }
    if (item.type === 'docSidebar') {
      return docsHomeUrl ? { label, href: hrefOf(docsHomeUrl), position, external: false, activeBase: docsBase, ...(versions && { versionUrls: firstDocs }) } : undefined;
    }
    if (item.html !== undefined) return { label, href: item.href ? wellFormed(item.href) : item.to ? localUrl(item.to) : '', position, external: false, html: text(item.html) };
    if (item.href) return { label, href: wellFormed(item.href), position, external: isExternal(item.href) };
    if (item.to) return { label, href: localUrl(item.to), position, external: false, activeBase: joinUrl(config.baseUrl, locale.urlPrefix, item.to) };
    return undefined;
  };
  const items = (config.navbar.items ?? []).flatMap((item) => (item.type === 'localeDropdown' ? [] : (navItem(item) ?? [])));
  const footerLabel = (label: string) => t.footer[`link.item.label.${label}`] || label;
  const listed = params.posts.filter((p) => !p.unlisted);
  const sidebarCount = config.blog.sidebarCount === 'ALL' ? listed.length : config.blog.sidebarCount;
  const bar = config.announcementBar;
  return {
    title: text(config.title),
    tagline: text(config.tagline),
    url: config.url,
    baseUrl: config.baseUrl,
    locale,
    locales: config.locales,
    strings: { ...THEME_STRINGS[uiLocale], ...UI_STRINGS[uiLocale], ...t.code },
    navbar: {
      title: t.navbar.title || text(config.navbar.title),
      ...(config.navbar.logo && {
        logo: {
          src: joinUrl(config.baseUrl, config.navbar.logo.src),
          alt: t.navbar['logo.alt'] || text(config.navbar.logo.alt),
          ...widthAt(32, path.join(config.staticDir, config.navbar.logo.src)),
        },
      }),
      items,
      hideOnScroll: config.navbar.hideOnScroll ?? false,
    },
    footer: {
      columns: (config.footer.links ?? []).map((column) => ({
        ...(column.title !== undefined && { title: t.footer[`link.title.${text(column.title)}`] || text(column.title) }),
        items: column.items.map((item) => ({
          ...(item.label !== undefined && { label: footerLabel(text(item.label)) }),
          ...(item.to !== undefined ? { href: localUrl(item.to) } : item.href !== undefined ? { href: wellFormed(item.href) } : {}),
          ...(item.html !== undefined && { html: footerHtml(text(item.html)) }),
        })),
      })),
      ...(config.footer.copyright !== undefined && { copyright: footerHtml(t.footer.copyright || text(config.footer.copyright)) }),
      ...(config.footer.logo && {
        logo: {
          src: joinUrl(config.baseUrl, config.footer.logo.src),
          alt: t.footer['logo.alt'] || text(config.footer.logo.alt),
          ...(config.footer.logo.href !== undefined && { href: wellFormed(config.footer.logo.href) }),
          ...widthAt(40, path.join(config.staticDir, config.footer.logo.src)),
        },
      }),
      style: config.footer.style ?? 'light',
    },
    ...(bar && {
      announcementBar: {
        id: bar.id,
        html: placeholderLinksAsText(text(bar.content)),
        ...(bar.backgroundColor !== undefined && { backgroundColor: bar.backgroundColor }),
        ...(bar.textColor !== undefined && { textColor: bar.textColor }),
        isCloseable: bar.isCloseable ?? true,
      },
    }),
    colorMode: config.colorMode,
    docsSidebar: params.sidebar,
    blogSidebar: {
      title: t.blog['sidebar.title'] || text(config.blog.sidebarTitle),
      items: listed.slice(0, sidebarCount).map((p) => ({ label: p.title, url: hrefOf(p.url) })),
    },
    docsHomeUrl: hrefOf(docsHomeUrl),
    ...(versions && { docsVersions: versions }),
    blogUrl: localUrl(config.blog.routeBasePath),
    feeds: feedsOf(config, localUrl(config.blog.routeBasePath), text(config.title), listed.length > 0),
    searchUrl: localUrl('search'),
    katex: 'selfHost' in config.katex ? { href: katexAssets(config.baseUrl).href } : config.katex,
    ...(config.mermaid && {
      mermaid: { url: `${config.baseUrl}${mermaidEntryFile(config.mermaid)}`, theme: config.mermaid.theme, options: config.mermaid.options },
    }),
  };
}

const FEED_FILES = { rss: ['rss.xml', 'RSS Feed'], atom: ['atom.xml', 'Atom Feed'], json: ['feed.json', 'JSON Feed'] } as const;

/** The feeds Docusaurus' blog plugin writes and links (its injectHtmlTags): none without a blog, a post, or a feed type. */
function feedsOf(config: ResolvedConfig, blogUrl: string, siteTitle: string, hasPosts: boolean): SiteData['feeds'] {
  if (!config.blog.enabled || !hasPosts) return [];
  const feedTitle = config.blog.feed.title ?? siteTitle;
  return config.blog.feed.types.map((type) => ({ type, url: `${blogUrl}/${FEED_FILES[type][0]}`, title: `${feedTitle} ${FEED_FILES[type][1]}` }));
}

/**
 * Each version with its main doc, as theme-common's useDocsVersion data has them: the doc at the
 * version's root (slug `/`), else the first doc of its first sidebar, else its first doc
 * (packages/docusaurus-plugin-content-docs/src/index.ts, getMainDoc).
 */
function versionLinks(versions: VersionModel[], rootOf: (routeBasePath: string) => string): DocsVersionLink[] {
  return versions.map((v) => {
    const first = flattenSidebar(v.sidebars.values().next().value ?? [])[0];
    const root = rootOf(v.version.routeBasePath);
    const main = v.docs.find((d) => d.url === root)?.url ?? first?.url ?? v.docs[0]?.url ?? '';
    return { name: v.version.name, label: v.label, url: hrefOf(main), base: root, isLast: v.version.isLast };
  });
}

/** The width of a logo shown `height` px high, in proportion to its file (no stretched logo); nothing when the size is unknown. */
function widthAt(height: number, file: string): { width?: number } {
  const size = imageSize(file);
  return size && size.height > 0 ? { width: Math.round((height * size.width) / size.height) } : {};
}
