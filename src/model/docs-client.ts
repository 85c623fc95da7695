// What a site's own code reads through `@docusaurus/plugin-content-docs/client`
// (templates/theme/docs-client.ts), in the shapes Docusaurus gives it: the
// docs plugin's global data (useGlobalData's `docusaurus-plugin-content-docs`
// entry, as lib/globalData.js makes it), and on a doc's body what its
// DocProvider, DocsVersionProvider and DocsSidebarProvider hold.

/** A doc as the global data lists it (GlobalDoc). */
export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

/** A docs version as the global data lists it (GlobalVersion). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  /** The doc at the version's root (slug /), else the first doc of its first sidebar. */
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars?: Record<string, { link?: { path: string; label: string } }>;
}

/** One docs instance's global data (GlobalPluginData). */
export interface GlobalDocsData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

/** A sidebar item as Docusaurus' theme receives it (PropSidebarItem). */
export type PropSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string; customProps?: Record<string, unknown> }
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean }
  | {
      type: 'category';
      label: string;
      href?: string;
      className?: string;
      customProps?: Record<string, unknown>;
      collapsible: boolean;
      collapsed: boolean;
      items: PropSidebarItem[];
    };

/** `useDoc()`: the doc's metadata, front matter, table of contents, title and assets (DocContextValue). */
export interface DocContextValue {
  metadata: {
    id: string;
    title: string;
    description: string;
    source: string;
    sourceDirName: string;
    slug: string;
    permalink: string;
    draft: boolean;
    unlisted: boolean;
    editUrl?: string;
    tags: { label: string; permalink: string; description?: string }[];
    version: string;
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
    sidebarPosition?: number;
    sidebar?: string;
    previous?: { title: string; permalink: string };
    next?: { title: string; permalink: string };
    frontMatter: Record<string, unknown>;
  };
  frontMatter: Record<string, unknown>;
  toc: { value: string; id: string; level: number }[];
  contentTitle?: string;
  assets: { image?: string };
}

/** `useDocsVersion()`: the version the doc belongs to (PropVersionMetadata). */
export interface DocsVersionValue {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  docsSidebars: Record<string, PropSidebarItem[]>;
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>;
}

/** What a doc's body is rendered with for the docs client's page hooks; each read when the page's code asks. */
export interface DocClientContext {
  doc: DocContextValue;
  version: DocsVersionValue;
  /** `useDocsSidebar()`: the doc's sidebar, null when it is in none. */
  sidebar: { name: string; items: PropSidebarItem[] } | null;
}
