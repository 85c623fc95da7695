// `@docusaurus/plugin-content-docs/client`: the hooks a site's components use
// to read the docs, as Docusaurus' docs plugin gives them
// (packages/docusaurus-plugin-content-docs/src/client/: index.ts and
// docsClientUtils.ts over the plugin's global data, doc.tsx, docsVersion.tsx
// and docsSidebar.tsx for the doc being read, docsPreferredVersion.tsx).
// Made per bundle from its `useGlobalData` (src/render/site-imports.ts
// writes the module), so that each locale reads its own URLs.
import { useCallback, useContext } from 'react';
import type { DocClientContext, GlobalDoc, GlobalDocsData, GlobalVersion } from '../../src/model.js';
import type { DOCS_CLIENT_EXPORTS } from '../../src/shared/docs-client.js';
import { ContentContext, SiteContext } from '../context.js';
import { DEFAULT_DOCS_ID, savePreferredVersion, usePreferredVersionName } from '../docs/preferred-version.js';
import { useLocation } from './router.js';
import { categoryTrail, comparablePath, filterDocCardListItems, findFirstSidebarItemLink, isActiveSidebarItem } from './sidebar-items.js';

type GlobalData = Record<string, Record<string, unknown>>;
type ActivePlugin = { pluginId: string; pluginData: GlobalDocsData };

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** One object for "no docs": hooks that return it keep effects that depend on it quiet. */
const NO_DOCS: Record<string, GlobalDocsData> = {};

/** react-router's matchPath as the docs client calls it (strict: false): case-insensitive, a trailing slash either way. */
function matches(pathname: string, path: string, exact: boolean): boolean {
  const here = comparablePath(pathname);
  const base = comparablePath(path);
  return exact ? here === base : here === base || here.startsWith(`${base}/`);
}

/** The instance whose docs are read: the longest path the page is under (getActivePlugin). */
function activePlugin(all: Record<string, GlobalDocsData>, pathname: string, failfast?: boolean): ActivePlugin | undefined {
  const found = Object.entries(all)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => matches(pathname, data.path, false));
  if (!found && failfast) {
    throw new Error(
      `No docs instance is active at "${pathname}"; the docs are under: ${Object.values(all)
        .map((d) => d.path)
        .join(', ')}`,
    );
  }
  return found && { pluginId: found[0], pluginData: found[1] };
}

/** The version the page is in, a version at the docs' root tried last (getActiveVersion). */
function activeVersion(data: GlobalDocsData, pathname: string): GlobalVersion | undefined {
  const sorted = [...data.versions].sort((a, b) => (a.path === b.path ? 0 : a.path.includes(b.path) ? -1 : b.path.includes(a.path) ? 1 : 0));
  return sorted.find((v) => matches(pathname, v.path, false));
}

/** The version and doc read, and the same doc in every version that has it (getActiveDocContext). */
function activeDocContext(data: GlobalDocsData, pathname: string) {
  const version = activeVersion(data, pathname);
  const doc = version?.docs.find((d) => matches(pathname, d.path, true));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (doc) for (const v of data.versions) for (const d of v.docs) if (d.id === doc.id) alternateDocVersions[v.name] = d;
  return { activeVersion: version, activeDoc: doc, alternateDocVersions };
}

const latestOf = (data: GlobalDocsData) => data.versions.find((v) => v.isLast)!;

/** The site data of the locale, in a page's content or in the frame around it. */
function useSiteData() {
  const content = useContext(ContentContext);
  const site = useContext(SiteContext);
  return content?.site ?? site;
}

/** The locale of the page being rendered: the one whose global data the site's code reads. */
export function useLocaleCode(): string | undefined {
  return useSiteData()?.locale.code;
}

/** The doc being read, as the content it belongs to was rendered with it; `hook` names the caller outside one. */
function useDocContext(hook: string): DocClientContext {
  const doc = useContext(ContentContext)?.doc;
  if (!doc) throw new Error(`${hook}() is used outside a doc's content: Docusaurus gives it only to the components of a doc page`);
  return doc;
}

/** The global data a bundle of the site's code reads (its `@docusaurus/useGlobalData`). */
type UseGlobalData = () => GlobalData;

function useAllDocsData(useData: UseGlobalData) {
  return (useData()[DOCS_PLUGIN] as Record<string, GlobalDocsData> | undefined) ?? NO_DOCS;
}

function useDocsData(useData: UseGlobalData, pluginId: string = DEFAULT_DOCS_ID) {
  const data = useAllDocsData(useData)[pluginId];
  if (!data) throw new Error(`You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled (pluginId=${pluginId})`);
  return data;
}

function useActivePlugin(useData: UseGlobalData, options: { failfast?: boolean } = {}) {
  return activePlugin(useAllDocsData(useData), useLocation().pathname, options.failfast);
}

function useActivePluginAndVersion(useData: UseGlobalData, options: { failfast?: boolean } = {}) {
  const { pathname } = useLocation();
  const active = activePlugin(useAllDocsData(useData), pathname, options.failfast);
  return active && { activePlugin: active, activeVersion: activeVersion(active.pluginData, pathname) };
}

function useVersions(useData: UseGlobalData, pluginId?: string) {
  return useDocsData(useData, pluginId).versions;
}

function useLatestVersion(useData: UseGlobalData, pluginId?: string) {
  return latestOf(useDocsData(useData, pluginId));
}

function useActiveVersion(useData: UseGlobalData, pluginId?: string) {
  return activeVersion(useDocsData(useData, pluginId), useLocation().pathname);
}

function useActiveDocContext(useData: UseGlobalData, pluginId?: string) {
  return activeDocContext(useDocsData(useData, pluginId), useLocation().pathname);
}

function useDocVersionSuggestions(useData: UseGlobalData, pluginId?: string) {
  const data = useDocsData(useData, pluginId);
  const latest = latestOf(data);
  return { latestDocSuggestion: activeDocContext(data, useLocation().pathname).alternateDocVersions[latest.name], latestVersionSuggestion: latest };
}

/** The reader's preferred version of an instance (null until the page is hydrated), and how to change it. */
function useDocsPreferredVersion(useData: UseGlobalData, pluginId: string = DEFAULT_DOCS_ID) {
  const data = useDocsData(useData, pluginId);
  const stored = useSiteData()?.docsVersionPersistence !== 'none';
  const name = usePreferredVersionName(pluginId, stored);
  const savePreferredVersionName = useCallback((version: string) => savePreferredVersion(pluginId, version, stored), [pluginId, stored]);
  return { preferredVersion: data.versions.find((v) => v.name === name) ?? null, savePreferredVersionName };
}

function useDocsPreferredVersionByPluginId(useData: UseGlobalData) {
  const ids = Object.keys(useAllDocsData(useData));
  const preferred: Record<string, GlobalVersion | null> = {};
  // One hook per instance, in the same order on every render (the instances are the build's).
  // biome-ignore lint/correctness/useHookAtTopLevel: the loop runs the same hooks in the same order on every render
  for (const id of ids) preferred[id] = useDocsPreferredVersion(useData, id).preferredVersion;
  return preferred;
}

/** The versions a link into the docs may follow: the one read, the preferred one, the latest. */
function useDocsVersionCandidates(useData: UseGlobalData, pluginId?: string) {
  const data = useDocsData(useData, pluginId);
  const { preferredVersion } = useDocsPreferredVersion(useData, pluginId);
  const active = activeVersion(data, useLocation().pathname);
  return [...new Set([active, preferredVersion ?? undefined, latestOf(data)])].filter((v): v is GlobalVersion => v !== undefined);
}

/** The doc a navbar item links to, in the first candidate version that has it. */
function useLayoutDoc(useData: UseGlobalData, docId: string | undefined, pluginId?: string) {
  const candidates = useDocsVersionCandidates(useData, pluginId);
  if (docId === undefined) return null;
  const doc = candidates.flatMap((v) => v.docs.filter((d) => d.id === docId))[0];
  if (doc) return doc;
  if (candidates.some((v) => v.draftIds.includes(docId))) return null;
  throw new Error(
    `There is no doc with id "${docId}" in the versions ${candidates.map((v) => v.name).join(', ')}; its docs are: ${candidates[0]?.docs.map((d) => d.id).join(', ')}`,
  );
}

const useDoc = () => useDocContext('useDoc').doc;
const useDocsVersion = () => useDocContext('useDocsVersion').version;
const useDocsSidebar = () => useDocContext('useDocsSidebar').sidebar;

/** The deepest category of the doc's sidebar that holds the page read, or is it: what a category's index page lists. */
function useCurrentSidebarCategory() {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebar();
  if (!sidebar) throw new Error(`useCurrentSidebarCategory(): the doc at ${pathname} is in no sidebar`);
  const category = categoryTrail(sidebar.items, pathname).at(-1);
  if (!category) throw new Error(`useCurrentSidebarCategory(): ${pathname} is in no category of its sidebar; use it on a category's index page`);
  return category;
}

function useDocById(id: string | undefined) {
  const version = useDocsVersion();
  if (id === undefined) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no doc found with id=${id}`);
  return doc;
}

/** The hooks, those of the global data reading it through the bundle's `useGlobalData`. */
export function docsClient(useGlobalData: UseGlobalData): Record<(typeof DOCS_CLIENT_EXPORTS)[number], unknown> {
  const over = <A extends unknown[], R>(hook: (useData: UseGlobalData, ...args: A) => R) => hook.bind(null, useGlobalData);
  return {
    useAllDocsData: over(useAllDocsData),
    useDocsData: over(useDocsData),
    useActivePlugin: over(useActivePlugin),
    useActivePluginAndVersion: over(useActivePluginAndVersion),
    useVersions: over(useVersions),
    useLatestVersion: over(useLatestVersion),
    useActiveVersion: over(useActiveVersion),
    useActiveDocContext: over(useActiveDocContext),
    useDocVersionSuggestions: over(useDocVersionSuggestions),
    useDocsPreferredVersion: over(useDocsPreferredVersion),
    useDocsPreferredVersionByPluginId: over(useDocsPreferredVersionByPluginId),
    useDocsVersionCandidates: over(useDocsVersionCandidates),
    useLayoutDoc: over(useLayoutDoc),
    useDocById,
    useDoc,
    useDocsVersion,
    useDocsSidebar,
    useCurrentSidebarCategory,
    findFirstSidebarItemLink,
    isActiveSidebarItem,
    filterDocCardListItems,
  };
}
