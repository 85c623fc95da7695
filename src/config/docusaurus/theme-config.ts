// Docusaurus' themeConfig (theme-classic's options) in tongsite's terms: the
// navbar, the footer, the colour mode, the announcement bar, the languages
// highlighted. What tongsite's theme cannot show is a warning naming it.
import type { FooterItemConfig, LogoConfig, NavbarItemConfig, PrismTheme, UserConfig } from '../../model.js';
import type { ConfigNotes } from './notes.js';
import { ownSearchForAlgolia } from './search-plugins.js';

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A Docusaurus `to` is read through useBaseUrl: `docs/x` and `/docs/x` are the same page. */
const sitePath = (to: string) => (/^[a-z]+:|^\/|^#/i.test(to) ? to : `/${to}`);

/** Item fields that style or highlight a navbar item's link, as theme-classic's NavbarNavLink passes them on. */
const NAVBAR_LINK_ATTRIBUTES = ['className', 'activeBasePath', 'activeBaseRegex', 'target', 'rel', 'aria-label'] as const;

/** Those a footer item's link takes (FooterLinkItem): no active state. */
const FOOTER_LINK_ATTRIBUTES = ['className', 'target', 'rel', 'aria-label'] as const;

/** The attributes of an item's link the theme applies: a navbar item's, or those `keys` name (a footer item's). */
const linkAttributes = (
  item: Obj,
  keys: readonly (typeof NAVBAR_LINK_ATTRIBUTES)[number][] = NAVBAR_LINK_ATTRIBUTES,
): Pick<NavbarItemConfig, (typeof NAVBAR_LINK_ATTRIBUTES)[number]> => Object.fromEntries(keys.flatMap((key) => (typeof item[key] === 'string' ? [[key, item[key]]] : [])));

function linkItem(
  item: Obj,
  at: string,
  notes: ConfigNotes,
): { label?: string; to?: string; href?: string; html?: string; prependBaseUrlToHref?: boolean } & Pick<NavbarItemConfig, (typeof NAVBAR_LINK_ATTRIBUTES)[number]> {
  const navbar = at.includes('navbar');
  const applied = navbar ? NAVBAR_LINK_ATTRIBUTES : FOOTER_LINK_ATTRIBUTES;
  const unapplied = [...NAVBAR_LINK_ATTRIBUTES.filter((key) => !(applied as readonly string[]).includes(key)), ...(navbar ? [] : ['dropdownActiveClassDisabled'])];
  for (const key of unapplied) if (item[key] !== undefined) notes.unsupported(`${at}.${key}`, `the item is a plain link (${key} is not applied)`, key);
  const attributes = linkAttributes(item, applied);
  const label = str(item.label);
  const to = str(item.to);
  const href = str(item.href);
  // A navbar link's `html` is what the link shows instead of its label.
  const html = navbar ? str(item.html) : undefined;
  return {
    ...attributes,
    ...(label !== undefined && { label }),
    ...(to !== undefined && { to: sitePath(to) }),
    ...(href !== undefined && { href }),
    // NavbarNavLink and FooterLinkItem: the href is a path of the site, put after its base URL.
    ...(href !== undefined && item.prependBaseUrlToHref === true && { prependBaseUrlToHref: true }),
    ...(html !== undefined && { html }),
  };
}

const position = (item: Obj): Pick<NavbarItemConfig, 'position'> => (item.position === 'right' ? { position: 'right' } : { position: 'left' });

/** A type of the site's own (theme-classic's options.ts allows `custom-*` items, drawn by the site's NavbarItem/ComponentTypes). */
const isCustom = (type: string): type is `custom-${string}` => type.startsWith('custom-');

/**
 * A dropdown's links in tongsite's terms: the link, doc, docSidebar and html items Docusaurus allows in one. A
 * `custom-*` one is left out, with a warning: tongsite draws a dropdown's links itself.
 */
function dropdownLinks(dropdown: Obj, key: 'items' | 'dropdownItemsBefore' | 'dropdownItemsAfter', notes: ConfigNotes): NavbarItemConfig[] {
  const value = dropdown[key];
  return (Array.isArray(value) ? value : []).filter(isObj).flatMap((sub) => {
    const type = str(sub.type) ?? 'default';
    if (isCustom(type)) {
      notes.unsupported(`themeConfig.navbar.items[].${key}[](type: ${type})`, "tongsite draws a dropdown's links itself: the item is left out of the dropdown", type);
      return [];
    }
    const link = navbarItem({ ...sub, position: dropdown.position }, notes);
    if (!link) return [];
    const { position: _p, ...rest } = link;
    return [rest];
  });
}

/** One navbar item in tongsite's terms, or none when tongsite has no such item (with a warning). */
function navbarItem(item: Obj, notes: ConfigNotes): NavbarItemConfig | undefined {
  // theme-classic's NavbarItem (normalizeComponentType): an item of no type, or `default`, with `items` is a dropdown.
  const written = str(item.type) ?? 'default';
  const type = written === 'default' && Array.isArray(item.items) ? 'dropdown' : written;
  const at = 'themeConfig.navbar.items[]';
  switch (type) {
    case 'default':
    case 'link':
      return { ...linkItem(item, at, notes), ...position(item) };
    case 'doc':
    case 'docSidebar': {
      // Resolved against the instance's docs and sidebars when they are built (content/site-data.ts).
      const fields = { docId: str(item.docId), sidebarId: str(item.sidebarId), docsPluginId: str(item.docsPluginId), label: str(item.label) };
      return { type, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)), ...linkAttributes(item), ...position(item) };
    }
    case 'localeDropdown':
      for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter']) {
        if (Array.isArray(item[key]) && item[key].length) notes.unsupported(`${at}.${key}`, 'the language switcher lists the locales only', key);
      }
      return { type: 'localeDropdown', ...position(item) };
    case 'search':
      // The search box, where the site has search (search-plugins.ts), ends the navbar's right side.
      return undefined;
    case 'dropdown': {
      const { html: _html, ...own } = linkItem(item, at, notes);
      return {
        type: 'dropdown',
        ...own,
        items: dropdownLinks(item, 'items', notes),
        ...(item.dropdownActiveClassDisabled === true && { dropdownActiveClassDisabled: true }),
        ...position(item),
      };
    }
    case 'html':
      return { type: 'html', html: str(item.value) ?? '', ...position(item) };
    case 'docsVersionDropdown':
    case 'docsVersion': {
      // theme-classic's DocsVersionDropdownNavbarItem and DocsVersionNavbarItem, of the instance docsPluginId names.
      if (item.versions !== undefined) notes.unsupported(`${at}.versions`, 'the dropdown lists every version built', 'versions');
      // The dropdown's own links around its versions (DocsVersionDropdownNavbarItem: before, versions, after).
      const around = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter') =>
        type === 'docsVersionDropdown' && Array.isArray(item[key]) && item[key].length ? { [key]: dropdownLinks(item, key, notes) } : {};
      const label = str(item.label);
      const to = type === 'docsVersion' ? str(item.to) : undefined;
      const docsPluginId = str(item.docsPluginId);
      return {
        type,
        ...(label !== undefined && { label }),
        ...(to !== undefined && { to: sitePath(to) }),
        ...(docsPluginId !== undefined && { docsPluginId }),
        ...around('dropdownItemsBefore'),
        ...around('dropdownItemsAfter'),
        ...(type === 'docsVersionDropdown' && item.dropdownActiveClassDisabled === true && { dropdownActiveClassDisabled: true }),
        ...position(item),
      };
    }
    default: {
      if (!isCustom(type)) {
        notes.unsupported(`${at}(type: ${type})`, 'the item is left out of the navbar', type);
        return undefined;
      }
      // Docusaurus' NavbarItem renders the type's component with the item's other fields as its props.
      const { type: _type, position: _position, ...props } = item;
      return { type, props, ...position(item) };
    }
  }
}

/** A navbar or footer logo in tongsite's terms; its `style` object is a warning. */
function logoOf(value: unknown, at: string, notes: ConfigNotes): LogoConfig | undefined {
  if (!isObj(value) || str(value.src) === undefined) return undefined;
  if (value.style !== undefined) notes.unsupported(`${at}.style`, "the logo has the theme's style (and its className)", 'style');
  const size = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : undefined);
  const fields = {
    src: str(value.src)!,
    srcDark: str(value.srcDark),
    alt: str(value.alt),
    href: str(value.href),
    target: str(value.target),
    width: size(value.width),
    height: size(value.height),
    className: str(value.className),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as unknown as LogoConfig;
}

function navbar(value: Obj, notes: ConfigNotes): UserConfig['navbar'] {
  const logo = logoOf(value.logo, 'themeConfig.navbar.logo', notes);
  const style = value.style === 'dark' || value.style === 'primary' ? value.style : undefined;
  if (value.style !== undefined && !style)
    notes.unsupported('themeConfig.navbar.style', "the navbar has the theme's colours: Docusaurus' styles are 'dark' and 'primary'", 'style');
  const items = (Array.isArray(value.items) ? value.items : []).filter(isObj).flatMap((item) => navbarItem(item, notes) ?? []);
  return {
    ...(str(value.title) !== undefined && { title: str(value.title)! }),
    ...(logo && { logo }),
    ...(typeof value.hideOnScroll === 'boolean' && { hideOnScroll: value.hideOnScroll }),
    ...(style && { style }),
    items,
  };
}

function footerItem(item: Obj, notes: ConfigNotes): FooterItemConfig {
  const html = str(item.html);
  return html !== undefined ? { html } : linkItem(item, 'themeConfig.footer.links[].items[]', notes);
}

function footer(value: Obj, notes: ConfigNotes): UserConfig['footer'] {
  const style = value.style === 'dark' || value.style === 'light' ? value.style : undefined;
  if (value.style !== undefined && !style) notes.unsupported('themeConfig.footer.style', "the footer is light: Docusaurus' styles are 'light' and 'dark'", 'style');
  const links = (Array.isArray(value.links) ? value.links : []).filter(isObj);
  // Docusaurus' "simple footer" lists items directly; its "multi-column footer" lists columns with a title and items.
  const columns = links.some((l) => Array.isArray(l.items))
    ? links.map((column) => ({
        ...(str(column.title) !== undefined && { title: str(column.title)! }),
        items: (Array.isArray(column.items) ? column.items : []).filter(isObj).map((i) => footerItem(i, notes)),
      }))
    : links.length
      ? [{ items: links.map((i) => footerItem(i, notes)) }]
      : [];
  const logo = logoOf(value.logo, 'themeConfig.footer.logo', notes);
  return {
    links: columns,
    ...(style && { style }),
    ...(str(value.copyright) !== undefined && { copyright: str(value.copyright)! }),
    ...(logo && { logo }),
  };
}

/** What tongsite does instead of each themeConfig option it has no place for. */
const NOT_SHOWN: Record<string, string> = {
  zoom: 'images do not zoom',
  giscus: 'no comments are shown',
};

/** Top-level options of Docusaurus' config: written inside themeConfig, Docusaurus reads them no more than tongsite does. */
const TOP_LEVEL_OPTIONS = new Set(['headTags', 'scripts', 'stylesheets', 'clientModules']);

/** Whether a plugin's source reads `themeConfig.<key>` (`themeConfig.matomo`, or `const { matomo } = themeConfig`). */
const readBy = (sources: string[], key: string) => sources.some((text) => text.includes('themeConfig') && new RegExp(`\\b${key.replace(/[^\w$]/g, '')}\\b`).test(text));

/** Maps themeConfig into `user`; warns about what has no place in tongsite's theme. */
export function mapThemeConfig(themeConfig: Obj, user: UserConfig, notes: ConfigNotes, pluginSources: string[] = []): void {
  for (const [key, value] of Object.entries(themeConfig)) {
    if (value === undefined) continue;
    if (key === 'navbar' && isObj(value)) user.navbar = navbar(value, notes);
    else if (key === 'footer' && isObj(value)) user.footer = footer(value, notes);
    else if (key === 'colorMode' && isObj(value)) {
      user.colorMode = {
        ...(value.defaultMode === 'dark' || value.defaultMode === 'light' ? { defaultMode: value.defaultMode } : {}),
        ...(typeof value.respectPrefersColorScheme === 'boolean' && { respectPrefersColorScheme: value.respectPrefersColorScheme }),
        ...(typeof value.disableSwitch === 'boolean' && { disableSwitch: value.disableSwitch }),
      };
    } else if (key === 'announcementBar' && isObj(value) && str(value.content) !== undefined) {
      user.announcementBar = {
        id: str(value.id) ?? 'announcement-bar',
        content: str(value.content)!,
        ...(str(value.backgroundColor) !== undefined && { backgroundColor: str(value.backgroundColor)! }),
        ...(str(value.textColor) !== undefined && { textColor: str(value.textColor)! }),
        isCloseable: value.isCloseable !== false,
      };
    } else if (key === 'prism' && isObj(value)) {
      if (Array.isArray(value.additionalLanguages)) (user.markdown ??= {}).extraLanguages = value.additionalLanguages.filter((l): l is string => typeof l === 'string');
      // Their colours colour tongsite's code blocks (config/code-colours.ts).
      const light = isObj(value.theme) ? (value.theme as PrismTheme) : undefined;
      const dark = isObj(value.darkTheme) ? (value.darkTheme as PrismTheme) : undefined;
      if (light || dark) user.codeTheme = { ...(light && { light }), ...(dark && { dark }) };
      for (const k of ['magicComments', 'defaultLanguage']) if (value[k] !== undefined) notes.unsupported(`themeConfig.prism.${k}`, 'code blocks are highlighted without it', k);
    } else if (key === 'docs' && isObj(value)) {
      const sidebar = isObj(value.sidebar) ? value.sidebar : {};
      const behaviours = {
        ...(typeof sidebar.hideable === 'boolean' && { hideable: sidebar.hideable }),
        ...(typeof sidebar.autoCollapseCategories === 'boolean' && { autoCollapseCategories: sidebar.autoCollapseCategories }),
      };
      if (Object.keys(behaviours).length) user.docsSidebar = behaviours;
      // theme-classic's validateThemeConfig (options.ts): 'localStorage' (the default) or 'none'.
      if (value.versionPersistence === 'localStorage' || value.versionPersistence === 'none') user.docsVersionPersistence = value.versionPersistence;
      else if (value.versionPersistence !== undefined)
        notes.unsupported(
          'themeConfig.docs.versionPersistence',
          "it is neither 'localStorage' nor 'none': the reader's version choice is kept in localStorage",
          'versionPersistence',
        );
    } else if (key === 'tableOfContents' && isObj(value)) {
      const level = (v: unknown) => (Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6 ? (v as number) : undefined);
      const [min, max] = [level(value.minHeadingLevel), level(value.maxHeadingLevel)];
      if ((value.minHeadingLevel !== undefined && min === undefined) || (value.maxHeadingLevel !== undefined && max === undefined))
        notes.unsupported('themeConfig.tableOfContents', 'a level that is not a whole number from 2 to 6 is left at its default (2 to 3)', 'tableOfContents');
      user.tableOfContents = { ...(min !== undefined && { minHeadingLevel: min }), ...(max !== undefined && { maxHeadingLevel: max }) };
    } else if (key === 'blog' && isObj(value)) {
      // theme-classic's options.ts: blog.sidebar.groupByYear (Docusaurus 3.5+).
      const sidebar = isObj(value.sidebar) ? value.sidebar : {};
      if (typeof sidebar.groupByYear === 'boolean') user.blogSidebarGroupByYear = sidebar.groupByYear;
      for (const k of Object.keys(value)) if (k !== 'sidebar') notes.unsupported(`themeConfig.blog.${k}`, 'no part of tongsite reads it', k);
    } else if (key === 'mermaid' && isObj(value)) {
      // docusaurus-theme-mermaid's validateThemeConfig.ts: `theme: {light, dark}` and `options` for mermaid.initialize.
      const theme = isObj(value.theme) ? value.theme : {};
      user.mermaid = {
        theme: { ...(str(theme.light) !== undefined && { light: str(theme.light)! }), ...(str(theme.dark) !== undefined && { dark: str(theme.dark)! }) },
        ...(isObj(value.options) && { options: value.options }),
      };
    } else if (key === 'algolia' && isObj(value)) ownSearchForAlgolia(value, user, notes);
    else if (key === 'metadata' || key === 'image') {
      // Head tags: see head-tags.ts.
    } else if (NOT_SHOWN[key]) notes.unsupported(`themeConfig.${key}`, NOT_SHOWN[key]!, key);
    else if (TOP_LEVEL_OPTIONS.has(key) && !readBy(pluginSources, key)) notes.misplaced(`themeConfig.${key}`, `\`${key}\` is an option of the config's top level`);
    else if (!readBy(pluginSources, key)) notes.unsupported(`themeConfig.${key}`, 'no part of tongsite reads it', key);
  }
}
