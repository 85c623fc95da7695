// The docs client (`@docusaurus/plugin-content-docs/client`) and the global
// data as the build and the templates agree on them: src/render/site-imports.ts
// writes, for the site's code that imports them, `@docusaurus/useGlobalData`
// (each locale's data, picked by `useLocaleCode`) and the docs client's module
// exporting under these names the hooks templates/theme/docs-client.ts makes.

/** The shared module holding `docsClient(useGlobalData)`, which makes the hooks, and `useLocaleCode()`. */
export const DOCS_CLIENT_FACTORY = 'tongsite/docs-client';

/** The hooks a site's code can import, as Docusaurus' docs plugin exports them (src/client/index.ts). */
export const DOCS_CLIENT_EXPORTS = [
  'useAllDocsData',
  'useDocsData',
  'useActivePlugin',
  'useActivePluginAndVersion',
  'useVersions',
  'useLatestVersion',
  'useActiveVersion',
  'useActiveDocContext',
  'useDocVersionSuggestions',
  'useDocsPreferredVersion',
  'useDocsPreferredVersionByPluginId',
  'useDocsVersionCandidates',
  'useLayoutDoc',
  'useDocById',
  'useDoc',
  'useDocsVersion',
  'useDocsSidebar',
  'useCurrentSidebarCategory',
  'findFirstSidebarItemLink',
  'isActiveSidebarItem',
  'filterDocCardListItems',
] as const;
