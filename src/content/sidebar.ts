import type { Crumb, Diagnostic, DocRecord, PageLink, ResolvedConfig, SidebarItem, SourceFile } from '../model.js';
import { error, positionAt, warning } from '../diagnostics/build-error.js';
import { parseDataFile, unparsable } from './data-file.js';
import GithubSlugger from 'github-slugger';
import { stripNumberPrefix } from './number-prefix.js';
import { hrefOf, joinUrl } from './urls.js';

/** The only sidebar: generated from the docs folder, as Docusaurus' `tutorialSidebar`. */
export const SIDEBAR_ID = 'tutorialSidebar';

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsible?: boolean;
  collapsed?: boolean;
  className?: string;
  /** Given to the site's swizzled DocSidebarItem with the item. */
  customProps?: Record<string, unknown>;
  /** null: no page; a doc: the category's page; a generated index: a page listing its items. */
  link?: CategoryLink | null;
}

/** A category's `link`, in a `_category_` file or a sidebars file. */
export type CategoryLink = { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string; keywords?: string[]; image?: string };

/** How a generated-index category gets its URL: one slugger per docs version, for every sidebar (sidebars/postProcessor.ts). */
export interface SidebarContext {
  sidebarId: string;
  /** The docs base URL of the locale (`/docs`, `/en/docs`). */
  docsBase: string;
  /** Docusaurus' category label slugger (github-slugger: lower case, repeats numbered). */
  slug: (label: string) => string;
}

/** The context of the one folder sidebar of a site without a sidebars file, in the default locale. */
const folderSidebarContext = (config: ResolvedConfig): SidebarContext => {
  const slugger = new GithubSlugger();
  return { sidebarId: SIDEBAR_ID, docsBase: joinUrl(config.baseUrl, config.docs.routeBasePath), slug: (label) => slugger.slug(label) };
};

/**
 * A generated-index link's URL and page: its `slug`, else `/category/<label slug>`, below the docs
 * base (packages/docusaurus-plugin-content-docs/src/sidebars/postProcessor.ts, normalizeCategoryLink).
 */
export function generatedIndexOf(link: Extract<CategoryLink, { type: 'generated-index' }>, label: string, ctx: SidebarContext, labels: Record<string, string>) {
  const slug = link.slug ?? `/category/${ctx.slug(label)}`;
  const key = `sidebar.${ctx.sidebarId}.category.${label}.link.generated-index`;
  const title = labels[`${key}.title`] || link.title || label;
  const description = labels[`${key}.description`] || link.description;
  return {
    url: hrefOf(joinUrl(ctx.docsBase, slug)),
    generatedIndex: { title, ...(description && { description }), ...(link.keywords && { keywords: link.keywords }), ...(link.image && { image: link.image }) },
  };
}

/** Parses the `_category_.json|yml` files; problems are returned with their file. */
export function parseCategories(files: Map<string, SourceFile>): { categories: Map<string, CategoryMeta>; diagnostics: Diagnostic[] } {
  const categories = new Map<string, CategoryMeta>();
  const diagnostics: Diagnostic[] = [];
  for (const [dir, file] of files) {
    const parsed = parseDataFile(file);
    if (!parsed.ok) {
      diagnostics.push(unparsable('category-syntax', 'category', file, parsed, 'a _category_.json holds one JSON object: { "label": "…", "position": 2 }'));
      continue;
    }
    const raw = (parsed.data ?? {}) as Record<string, unknown>;
    const wrong = categoryFieldProblems(raw, file);
    diagnostics.push(...wrong);
    if (wrong.some((d) => d.severity === 'error')) continue;
    const link = raw.link as { type?: string; id?: string } | null | undefined;
    if (link && link.type !== 'doc' && link.type !== 'generated-index') {
      diagnostics.push(
        warning('category-link', `category link type "${link.type}" is not a Docusaurus link type; the category gets no page of its own`, {
          file: file.absPath,
          hint: 'use "link": { "type": "doc", "id": "…" } or { "type": "generated-index" }, or put an index.md in the folder',
        }),
      );
    }
    categories.set(dir, {
      ...(typeof raw.label === 'string' && { label: raw.label }),
      ...(typeof raw.position === 'number' && { position: raw.position }),
      ...(typeof raw.collapsible === 'boolean' && { collapsible: raw.collapsible }),
      ...(typeof raw.collapsed === 'boolean' && { collapsed: raw.collapsed }),
      ...(typeof raw.className === 'string' && { className: raw.className }),
      ...(CATEGORY_FIELDS.customProps![1](raw.customProps) && { customProps: raw.customProps as Record<string, unknown> }),
      ...(link === null || (link && link.type !== 'doc' && link.type !== 'generated-index')
        ? { link: null }
        : link?.type === 'generated-index'
          ? { link: link as CategoryLink }
          : link?.id
            ? { link: { type: 'doc' as const, id: link.id } }
            : {}),
    });
  }
  return { categories, diagnostics };
}

/** The fields of a category file Docusaurus reads, and the type each must have. */
const CATEGORY_FIELDS: Record<string, [string, (v: unknown) => boolean]> = {
  label: ['a string', (v) => typeof v === 'string'],
  position: ['a number', (v) => typeof v === 'number' && Number.isFinite(v)],
  collapsible: ['true or false', (v) => typeof v === 'boolean'],
  collapsed: ['true or false', (v) => typeof v === 'boolean'],
  className: ['a string', (v) => typeof v === 'string'],
  description: ['a string', (v) => typeof v === 'string'],
  key: ['a string', (v) => typeof v === 'string'],
  link: ['an object ({ "type": "doc", "id": "…" }) or null', (v) => v === null || (typeof v === 'object' && !Array.isArray(v))],
  customProps: ['an object', (v) => typeof v === 'object' && v !== null && !Array.isArray(v)],
};

/** Wrong types are errors, unknown fields warnings, each at the field's line. */
function categoryFieldProblems(raw: Record<string, unknown>, file: SourceFile): Diagnostic[] {
  const at = (key: string) => {
    const offset = file.text.search(new RegExp(`["']?${key}["']?\\s*:`));
    return { file: file.absPath, ...(offset >= 0 && positionAt(file.text, offset)) };
  };
  if (typeof raw !== 'object' || Array.isArray(raw))
    return [error('category-field', 'a category file holds one object of fields', { file: file.absPath, hint: '{ "label": "…", "position": 2 }' })];
  return Object.entries(raw).flatMap(([key, value]) => {
    const field = CATEGORY_FIELDS[key];
    if (!field)
      return [
        warning('category-field', `\`${key}\` is not a field of category files; it is ignored`, { ...at(key), hint: `the fields: ${Object.keys(CATEGORY_FIELDS).join(', ')}` }),
      ];
    return field[1](value)
      ? []
      : [error('category-field', `\`${key}\` must be ${field[0]}, got ${JSON.stringify(value)}`, { ...at(key), hint: 'fix the value, or remove the field' })];
  });
}

interface Dir {
  docs: DocRecord[];
  dirs: Map<string, Dir>;
}

type Positioned = { item: SidebarItem; position?: number; source: string };

/** lodash sortBy(['position', 'source']): missing positions last, then by file or folder name. */
function byPositionThenSource(a: Positioned, b: Positioned): number {
  if (a.position !== b.position) {
    if (a.position === undefined) return 1;
    if (b.position === undefined) return -1;
    return a.position - b.position;
  }
  return a.source < b.source ? -1 : a.source > b.source ? 1 : 0;
}

/**
 * Builds the autogenerated sidebar of one locale the way Docusaurus does:
 * folders are categories (label, position from `_category_.json` or the
 * category's index doc), items sorted by position then file name.
 */
export function buildSidebar(
  docs: DocRecord[],
  categories: Map<string, CategoryMeta>,
  labels: Record<string, string>,
  config: ResolvedConfig,
  ctx: SidebarContext = folderSidebarContext(config),
  /** An `autogenerated` item's folder, relative to the docs folder ('.' for all of it). */
  dirName = '.',
): SidebarItem[] {
  const root: Dir = { docs: [], dirs: new Map() };
  const under = dirName === '.' ? '' : `${dirName.replace(/^\.\/|\/+$/g, '')}/`;
  for (const doc of docs) {
    if (doc.unlisted) continue;
    if (under && !`${doc.sourceDir}/`.startsWith(under)) continue;
    let dir = root;
    const rest = under ? `${doc.sourceDir}/`.slice(under.length).replace(/\/$/, '') : doc.sourceDir === '.' ? '' : doc.sourceDir;
    if (rest) {
      for (const part of rest.split('/')) {
        if (!dir.dirs.has(part)) dir.dirs.set(part, { docs: [], dirs: new Map() });
        dir = dir.dirs.get(part)!;
      }
    }
    dir.docs.push(doc);
  }
  const docItem = (doc: DocRecord): Positioned => ({
    item: {
      type: 'doc',
      label: doc.sidebarLabel,
      url: doc.url,
      docId: doc.id,
      ...(doc.className && { className: doc.className }),
      ...(doc.customProps && { customProps: doc.customProps }),
    },
    ...(doc.sidebarPosition !== undefined && { position: doc.sidebarPosition }),
    source: doc.fileName,
  });
  const generate = (dir: Dir, relDir: string): Positioned[] => {
    const items: Positioned[] = dir.docs.map(docItem);
    for (const [name, sub] of dir.dirs) {
      const category = generateCategory(sub, relDir === '.' ? name : `${relDir}/${name}`, name);
      if (category) items.push(category);
    }
    return items.sort(byPositionThenSource);
  };
  const generateCategory = (dir: Dir, relDir: string, folderName: string): Positioned | undefined => {
    const meta = categories.get(relDir);
    const docLink = meta?.link?.type === 'doc' ? meta.link : undefined;
    const linked =
      meta?.link === null || meta?.link?.type === 'generated-index'
        ? undefined
        : docLink
          ? (dir.docs.find((d) => d.id === docLink.id || d.id.endsWith(`/${docLink.id}`)) ?? docs.find((d) => d.id === docLink.id))
          : dir.docs.find((d) => d.isCategoryIndex);
    const children = generate({ docs: dir.docs.filter((d) => d !== linked), dirs: dir.dirs }, relDir).map((p) => p.item);
    const rawLabel = meta?.label ?? linked?.sidebarLabel ?? stripNumberPrefix(folderName).name;
    const label = labels[`sidebar.${ctx.sidebarId}.category.${rawLabel}`] || rawLabel;
    const generated = meta?.link?.type === 'generated-index' ? generatedIndexOf(meta.link, rawLabel, ctx, labels) : undefined;
    const position = meta?.position ?? linked?.sidebarPosition ?? stripNumberPrefix(folderName).prefix;
    const base = { ...(position !== undefined && { position }), source: folderName };
    if (children.length === 0) {
      if (generated) return { ...base, item: { type: 'link', label, href: generated.url } };
      if (!linked) return undefined;
      // Docusaurus' postProcessor makes it a doc item with the category's class and custom props, the doc's where it has none.
      const className = meta?.className ?? linked.className;
      const customProps = meta?.customProps ?? linked.customProps;
      return { ...base, item: { type: 'doc', label, url: linked.url, docId: linked.id, ...(className && { className }), ...(customProps && { customProps }) } };
    }
    const collapsible = meta?.collapsible ?? config.docs.sidebarCollapsible;
    return {
      ...base,
      item: {
        type: 'category',
        label,
        ...(linked && { url: linked.url, docId: linked.id }),
        ...generated,
        ...(meta?.className && { className: meta.className }),
        ...(meta?.customProps && { customProps: meta.customProps }),
        collapsible,
        collapsed: collapsible && (meta?.collapsed ?? config.docs.sidebarCollapsed),
        items: children,
      },
    };
  };
  return generate(root, under ? under.slice(0, -1) : '.').map((p) => p.item);
}

/** The docs in reading order (a category's own page before its items), for previous/next. */
export function flattenSidebar(items: SidebarItem[]): (PageLink & { docId: string })[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [{ label: item.label, url: item.url, docId: item.docId }];
    if (item.type === 'category') {
      // A category's own page (a doc, or a generated index, which has no doc id) comes before its items.
      const own = item.url ? [{ label: item.label, url: item.url, docId: item.docId ?? '' }] : [];
      return [...own, ...flattenSidebar(item.items)];
    }
    return [];
  });
}

/**
 * Each doc's trail of categories, outermost first; a doc that is a category's
 * own page ends with that category. Made in one walk of the sidebar (a walk per
 * doc would cost docs² on a large site); a doc listed twice keeps its first place.
 */
export function breadcrumbTrails(items: SidebarItem[]): Map<string, Crumb[]> {
  const trails = new Map<string, Crumb[]>();
  const walk = (level: SidebarItem[], above: Crumb[]) => {
    for (const item of level) {
      if (item.type === 'doc' && !trails.has(item.docId)) trails.set(item.docId, [...above, { label: item.label }]);
      if (item.type !== 'category') continue;
      if (item.docId && !trails.has(item.docId)) trails.set(item.docId, [...above, { label: item.label }]);
      walk(item.items, [...above, { label: item.label, ...(item.url && { url: item.url }) }]);
    }
  };
  walk(items, []);
  return trails;
}
