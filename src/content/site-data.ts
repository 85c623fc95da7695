import path from 'node:path';
import { imageSize } from '../assets/image-size.js';
import { katexAssets } from '../assets/katex-assets.js';
import { mermaidEntryFile } from '../assets/mermaid-assets.js';
import { localize } from '../config/resolve-config.js';
import type { DocsVersionLink, LocaleInfo, LogoConfig, LogoData, NavbarItemConfig, NavItem, ResolvedConfig, SidebarItem, SiteData, VersionModel } from '../model.js';
import { THEME_STRINGS, UI_STRINGS } from '../shared/ui-strings.js';
import { type BlogPosts, blogSidebarOf, blogUrlOf } from './blog-instances.js';
import { imagesLoadLazily } from './lazy-images.js';
import { uiLocaleOf } from './ui-locale.js';
import { placeholderLinksAsText } from './placeholder-links.js';
import { DEFAULT_DOCS_ID } from '../config/docs-versions.js';
import { instanceOf } from './docs-instances.js';
import { sidebarIdOf } from './doc-navigation.js';
import { flattenSidebar } from './sidebar.js';
import type { Translations } from './translations.js';
import { hrefOf, joinUrl, searchPageUrl } from './urls.js';

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
/** A URL with a scheme (`https:`, `mailto:`): it names a place of its own, not a path of the site. */
const WHOLE_URL = /^[a-z][a-z0-9+.-]*:/i;

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
  /** Each blog's posts in this locale, the default blog's first. */
  blogs: BlogPosts[];
  versions: VersionModel[];
}): SiteData {
  const { config, locale, translations: t } = params;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale.code, config.defaultLocale.code);
  // A link to an anchor of the page itself stays as written, as Docusaurus' useBaseUrl leaves it (`to: '#'`), and so
  // does another site's (`to: 'https://…'`, which useBaseUrl leaves to Link, which opens it as any external link).
  const localUrl = (to: string) => (to.startsWith('#') ? to : isExternal(to) ? wellFormed(to) : hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, to)));
  /**
   * A logo for the templates (theme-classic's Logo and FooterLogo): its images from the site's base, its link
   * in the locale (another site's opens apart unless `target` says), its size as given or measured at `height`.
   */
  const logoData = (logo: LogoConfig, translatedAlt: string | undefined, height: number): LogoData => {
    const href = logo.href === undefined ? undefined : isExternal(logo.href) ? wellFormed(logo.href) : localUrl(logo.href);
    const target = logo.target ?? (logo.href !== undefined && isExternal(logo.href) ? '_blank' : undefined);
    const measured = logo.width === undefined && logo.height === undefined ? widthAt(height, path.join(config.staticDir, logo.src)) : {};
    return {
      src: joinUrl(config.baseUrl, logo.src),
      ...(logo.srcDark !== undefined && { srcDark: joinUrl(config.baseUrl, logo.srcDark) }),
      alt: translatedAlt || text(logo.alt),
      ...(href !== undefined && { href }),
      ...(target !== undefined && { target }),
      ...measured,
      ...(logo.width !== undefined && { width: logo.width }),
      ...(logo.height !== undefined && { height: logo.height }),
      ...(logo.className !== undefined && { className: logo.className }),
    };
  };
  // A site without docs has no docs home: the navbar and home page leave it out.
  const docsHomeUrl = flattenSidebar(params.sidebar)[0]?.url ?? '';
  const uiLocale = uiLocaleOf(locale.code).set;
  const navLabel = (label: string) => t.navbar[`item.label.${label}`] || label;
  const rootOf = (base: string) => hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, base, '/'));
  const byInstance = new Map<string, VersionModel[]>();
  for (const v of params.versions) byInstance.set(v.version.pluginId, [...(byInstance.get(v.version.pluginId) ?? []), v]);
  // Only an instance of several versions has a dropdown, banners and a preferred version.
  const links = new Map([...byInstance].flatMap(([id, list]) => (list.length > 1 ? [[id, versionLinks(list, rootOf)] as const] : [])));
  const versions = links.size ? [...links.values()].flat() : undefined;
  const docLinks = docLinkItems({ config, byInstance, links });
  /** What the site adds to an item's link: its classes, label, target and rel, and the pages it is active on. */
  const linkAttributes = (item: NavbarItemConfig): Partial<NavItem> => ({
    ...(item.className && { className: item.className }),
    ...(item['aria-label'] && { ariaLabel: item['aria-label'] }),
    ...(item.target && { target: item.target }),
    ...(item.rel && { rel: item.rel }),
    ...(item.activeBasePath !== undefined && { activeBase: joinUrl(config.baseUrl, locale.urlPrefix, item.activeBasePath) }),
    ...(item.activeBaseRegex !== undefined && { activeRegex: item.activeBaseRegex }),
  });
  const navItem = (given: NavbarItemConfig): NavItem | undefined => {
    const shown = itemOf(given);
    return shown && { ...shown, ...linkAttributes(given) };
  };
  const itemOf = (given: NavbarItemConfig): NavItem | undefined => {
    // A `to` that is a whole URL leaves the site, as Docusaurus' useBaseUrl leaves it: it is an href, without the icon.
    const wholeUrlTo = !given.href && given.to !== undefined && WHOLE_URL.test(given.to);
    const item = wholeUrlTo ? { ...given, to: undefined, href: given.to } : given;
    const label = navLabel(text(item.label));
    const position = item.position ?? 'left';
    if (item.type === 'html') return { label: '', href: '', position, external: false, html: text(item.html) };
    if (item.type?.startsWith('custom-')) {
      // Its label is translated as every navbar item's is (theme-classic's translations.ts).
      const props = typeof item.props?.label === 'string' ? { ...item.props, label: navLabel(item.props.label) } : (item.props ?? {});
      return { label: '', href: '', position, external: false, custom: { type: item.type, props } };
    }
    if (item.type === 'dropdown') {
      const links = (item.items ?? []).flatMap((i) => navItem(i) ?? []);
      const own = item.href ? wellFormed(item.href) : item.to ? localUrl(item.to) : '';
      return {
        label,
        href: own,
        position,
        external: item.href ? isExternal(item.href) : false,
        items: links,
        ...(item.dropdownActiveClassDisabled && { activeClassDisabled: true as const }),
      };
    }
    const pluginId = item.docsPluginId ?? DEFAULT_DOCS_ID;
    const instance = pluginId !== DEFAULT_DOCS_ID && { docsPluginId: pluginId };
    const latest = links.get(pluginId)?.find((v) => v.isLast);
    // theme-classic's DocsVersionDropdownNavbarItem: none for an instance of one version.
    if (item.type === 'docsVersionDropdown') {
      const before = (item.dropdownItemsBefore ?? []).flatMap((i) => navItem(i) ?? []);
      const after = (item.dropdownItemsAfter ?? []).flatMap((i) => navItem(i) ?? []);
      return (
        latest && {
          label: latest.label,
          href: latest.url,
          position,
          external: false,
          versionDropdown: true,
          ...(before.length && { before }),
          ...(after.length && { after }),
          ...(item.dropdownActiveClassDisabled && { activeClassDisabled: true as const }),
          ...instance,
        }
      );
    }
    if (item.type === 'docsVersion') {
      const main = latest?.url ?? docLinks.sidebar(pluginId)?.href;
      if (!main) return undefined;
      return {
        label: label || (latest?.label ?? ''),
        href: item.to ? localUrl(item.to) : main,
        position,
        external: false,
        ...(!item.to && latest && { versionUrls: Object.fromEntries(links.get(pluginId)!.map((v) => [v.name, v.url])) }),
        ...(!label && { versionLabel: true as const }),
        ...instance,
      };
    }
    if (item.type === 'docSidebar' || item.type === 'doc') {
      const target = item.type === 'doc' ? docLinks.doc(pluginId, item.docId ?? '') : docLinks.sidebar(pluginId, item.sidebarId);
      // A doc id no version has: a link to where that id would be, which the link check reports.
      if (!target && item.type === 'doc')
        return { label: label || (item.docId ?? ''), href: localUrl(joinUrl(instanceOf(config, pluginId).routeBasePath, item.docId ?? '')), position, external: false };
      if (!target) return undefined;
      // A doc item is labelled with the doc's id unless it has a label (DocNavbarItem), a sidebar item with its first doc's.
      const shown = label || (item.type === 'doc' ? (item.docId ?? '') : target.label);
      // theme-classic's DocNavbarItem and DocSidebarNavbarItem: active by the doc and the sidebar read, not by path.
      const activeDoc = {
        ...(pluginId !== DEFAULT_DOCS_ID && { pluginId }),
        ...(item.type === 'doc' && item.docId !== undefined && { docId: item.docId }),
        ...(target.sidebarId !== undefined && { sidebarId: target.sidebarId }),
      };
      return { label: shown, href: target.href, position, external: false, activeDoc, ...(target.versionUrls && { versionUrls: target.versionUrls }), ...instance };
    }
    if (item.html !== undefined) return { label, href: item.href ? wellFormed(item.href) : item.to ? localUrl(item.to) : '', position, external: false, html: text(item.html) };
    if (item.href && item.prependBaseUrlToHref) return { label, href: localUrl(item.href), position, external: false };
    if (item.href) return { label, href: wellFormed(item.href), position, external: isExternal(item.href), ...(wholeUrlTo && { noExternalIcon: true as const }) };
    if (item.to) return { label, href: localUrl(item.to), position, external: false, activeBase: joinUrl(config.baseUrl, locale.urlPrefix, item.to) };
    return undefined;
  };
  const items = (config.navbar.items ?? []).flatMap((item) => (item.type === 'localeDropdown' ? [] : (navItem(item) ?? [])));
  const footerLabel = (label: string) => t.footer[`link.item.label.${label}`] || label;
  const defaultBlog = params.blogs.find((b) => b.blog === config.blog);
  const bar = config.announcementBar;
  return {
    title: text(config.title),
    ...(config.repeatSiteTitle && { repeatSiteTitle: true as const }),
    ...(config.titleDelimiter !== '|' && { titleDelimiter: config.titleDelimiter }),
    tagline: text(config.tagline),
    url: config.url,
    baseUrl: config.baseUrl,
    locale,
    locales: config.siteLocales ?? config.locales,
    strings: { ...THEME_STRINGS[uiLocale], ...UI_STRINGS[uiLocale], ...t.code },
    navbar: {
      title: t.navbar.title || text(config.navbar.title),
      ...(config.navbar.logo && { logo: logoData(config.navbar.logo, t.navbar['logo.alt'], 32) }),
      items,
      hideOnScroll: config.navbar.hideOnScroll ?? false,
      ...(config.navbar.style && { style: config.navbar.style }),
    },
    footer: {
      columns: (config.footer.links ?? []).map((column) => ({
        ...(column.title !== undefined && { title: t.footer[`link.title.${text(column.title)}`] || text(column.title) }),
        items: column.items.map((item) => ({
          ...(item.label !== undefined && { label: footerLabel(text(item.label)) }),
          ...(item.to !== undefined || (item.prependBaseUrlToHref && item.href !== undefined)
            ? { href: localUrl((item.to ?? item.href)!) }
            : item.href !== undefined
              ? { href: wellFormed(item.href) }
              : {}),
          ...(item.html !== undefined && { html: footerHtml(text(item.html)) }),
          ...(item.href === undefined && item.to !== undefined && WHOLE_URL.test(item.to) && { noExternalIcon: true as const }),
          ...(item.className && { className: item.className }),
          ...(item.target && { target: item.target }),
          ...(item.rel && { rel: item.rel }),
          ...(item['aria-label'] && { ariaLabel: item['aria-label'] }),
        })),
      })),
      ...(config.footer.copyright !== undefined && { copyright: footerHtml(t.footer.copyright || text(config.footer.copyright)) }),
      ...(config.footer.logo && { logo: logoData(config.footer.logo, t.footer['logo.alt'], 40) }),
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
    blogSidebar: defaultBlog ? blogSidebarOf(config, locale, defaultBlog) : { title: text(config.blog.sidebarTitle), items: [] },
    docsHomeUrl: hrefOf(docsHomeUrl),
    ...(versions && { docsVersions: versions }),
    ...(versions && config.docsVersionPersistence === 'none' && { docsVersionPersistence: 'none' as const }),
    ...(config.docsSidebar.hideable && { docsSidebarHideable: true as const }),
    ...(config.docsSidebar.autoCollapseCategories && { docsSidebarAutoCollapse: true as const }),
    blogUrl: localUrl(config.blog.routeBasePath),
    feeds: params.blogs.flatMap((blog) => feedsOf(config, locale, blog, text(config.title))),
    searchBox: config.search !== undefined,
    ...(config.search?.page && { searchUrl: searchPageUrl(config, locale.urlPrefix)! }),
    katex: 'selfHost' in config.katex ? { href: katexAssets(config.baseUrl).href } : config.katex,
    ...(config.mermaid && {
      mermaid: { url: `${config.baseUrl}${mermaidEntryFile(config.mermaid)}`, theme: config.mermaid.theme, options: config.mermaid.options },
    }),
  };
}

const FEED_FILES = { rss: ['rss.xml', 'RSS Feed'], atom: ['atom.xml', 'Atom Feed'], json: ['feed.json', 'JSON Feed'] } as const;

/**
 * The feeds each blog instance's plugin writes and links from every page (its injectHtmlTags,
 * packages/docusaurus-plugin-content-blog/src/feed.ts createFeedHtmlHeadTags): none without a listed post or a feed type.
 */
function feedsOf(config: ResolvedConfig, locale: LocaleInfo, { blog, posts }: BlogPosts, siteTitle: string): SiteData['feeds'] {
  if (!posts.some((p) => !p.unlisted)) return [];
  const blogUrl = blogUrlOf(config, locale, blog);
  const feedTitle = blog.feed.title ?? siteTitle;
  return blog.feed.types.map((type) => ({ type, url: `${blogUrl}/${FEED_FILES[type][0]}`, title: `${feedTitle} ${FEED_FILES[type][1]}`, blogId: blog.id }));
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
    return { pluginId: v.version.pluginId, name: v.version.name, label: v.label, url: hrefOf(main), base: root, isLast: v.version.isLast };
  });
}

interface DocLinkTarget {
  label: string;
  href: string;
  /** The sidebar named, or the one the doc belongs to, in the version linked to. */
  sidebarId?: string;
  /** By version name, when the instance has several. */
  versionUrls?: Record<string, string>;
}

/**
 * Where navbar `docSidebar` and `doc` items of each instance lead (theme-classic's DocSidebarNavbarItem,
 * DocNavbarItem: theme-common's useLayoutDocsSidebar and useLayoutDoc): the first doc of the named sidebar
 * (else the first sidebar), or the doc of that id, in the instance's latest version, with its URL in each
 * other version for the browser to follow the version read or preferred.
 */
function docLinkItems(params: { config: ResolvedConfig; byInstance: Map<string, VersionModel[]>; links: Map<string, DocsVersionLink[]> }) {
  const { byInstance, links } = params;
  const target = (pluginId: string, find: (v: VersionModel) => { label: string; url: string; sidebarId?: string } | undefined): DocLinkTarget | undefined => {
    const versions = byInstance.get(pluginId) ?? [];
    const latest = versions.find((v) => v.version.isLast);
    const found = versions.flatMap((v) => {
      const hit = find(v);
      return hit ? [[v, hit] as const] : [];
    });
    const [, inLatest] = found.find(([v]) => v === latest) ?? found[0] ?? [];
    if (!inLatest || !latest) return undefined;
    return {
      label: inLatest.label,
      href: hrefOf(inLatest.url),
      ...(inLatest.sidebarId !== undefined && { sidebarId: inLatest.sidebarId }),
      ...(links.has(pluginId) && { versionUrls: Object.fromEntries(found.map(([v, hit]) => [v.version.name, hrefOf(hit.url)])) }),
    };
  };
  return {
    sidebar: (pluginId: string, sidebarId?: string) =>
      target(pluginId, (v) => {
        const id = sidebarId ?? v.sidebars.keys().next().value;
        const first = flattenSidebar((id === undefined ? undefined : v.sidebars.get(id)) ?? [])[0];
        return first && { label: first.label, url: first.url, sidebarId: id };
      }),
    doc: (pluginId: string, docId: string) =>
      target(pluginId, (v) => {
        const doc = v.docs.find((d) => d.id === docId);
        return doc && { label: doc.sidebarLabel, url: doc.url, sidebarId: sidebarIdOf(doc, v.sidebarOfDoc) };
      }),
  };
}

/** The width of a logo shown `height` px high, in proportion to its file (no stretched logo); nothing when the size is unknown. */
function widthAt(height: number, file: string): { width?: number } {
  const size = imageSize(file);
  return size && size.height > 0 ? { width: Math.round((height * size.width) / size.height) } : {};
}
