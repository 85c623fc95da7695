// The navbar's `custom-*` items and the site's src/theme/NavbarItem/ComponentTypes,
// once the frame is built: Docusaurus' NavbarItem throws on an item whose type
// the map lacks ("No NavbarItem component found for type"), failing the build;
// tongsite leaves the item out and says so. A built-in type the map gives a
// component of its own is a warning too: tongsite's navbar draws those items.
import { readFileSync } from 'node:fs';
import { ConfigNotes } from '../config/docusaurus/notes.js';
import { warning } from '../diagnostics/build-error.js';
import type { Diagnostic, NavbarItemTypes, ResolvedConfig } from '../model.js';

/** The types of theme-classic's NavbarItem/ComponentTypes: tongsite's navbar draws items of these itself. */
const BUILT_IN = ['default', 'localeDropdown', 'search', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'];

const MAP = 'src/theme/NavbarItem/ComponentTypes';

/** The warnings about the site's navbar item types. */
export function navbarItemTypeWarnings(params: {
  config: Pick<ResolvedConfig, 'configFile' | 'format' | 'navbar'>;
  /** The site's override of the map, when it has one. */
  file: string | undefined;
  /** Its map as the frame built it; undefined when it has none, or when it failed to build (an error said so). */
  types: NavbarItemTypes | undefined;
  /** tongsite's own map, which the site's spreads (`@theme-original/NavbarItem/ComponentTypes`). */
  original: NavbarItemTypes;
}): Diagnostic[] {
  const { config, file, types, original } = params;
  if (file && !types) return [];
  const custom = [...new Set((config.navbar.items ?? []).flatMap((item) => (item.type?.startsWith('custom-') ? [item.type] : [])))];
  const missing = custom.filter((type) => !types?.[type]);
  const notes = missing.length ? new ConfigNotes(config.configFile, readFileSync(config.configFile, 'utf8')) : undefined;
  const at = config.format === 'docusaurus' ? 'themeConfig.navbar.items[]' : 'navbar.items[]';
  const diagnostics = missing.map((type) =>
    warning(
      'navbar-item-type',
      `${at}(type: ${type}): ${file ? `the site's ${MAP} has no component of this type` : `the site has no ${MAP} giving this type a component`}; the item is left out of the navbar`,
      {
        ...notes!.where(type),
        hint: file
          ? `add '${type}' to the object ${MAP} exports, or remove the item (Docusaurus fails the build on it)`
          : `swizzle NavbarItem/ComponentTypes: ${MAP}.js exporting { ...ComponentTypes, '${type}': YourComponent }, ComponentTypes imported from @theme-original/NavbarItem/ComponentTypes; or remove the item (Docusaurus fails the build on it)`,
      },
    ),
  );
  for (const type of BUILT_IN.filter((name) => types?.[name] && types[name] !== original[name])) {
    diagnostics.push(
      warning('navbar-item-type', `${MAP} gives the built-in type "${type}" a component of its own: tongsite's navbar draws its ${type} items itself`, {
        file: file!,
        hint: `the site's component is used only where its own code renders it; to have the navbar draw it, give it a custom-* type of its own and the items that type`,
      }),
    );
  }
  return diagnostics;
}
