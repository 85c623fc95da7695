// The site's swizzled components: `src/theme/<Name>` replaces the theme's
// component of that name, and `@theme-original/<Name>` (or `@theme-init/`,
// the same here: tongsite is the one theme) is the one it replaced, as
// Docusaurus' theme aliases make them (packages/docusaurus/src/webpack/aliases/
// index.ts: createAliasesForTheme names every .js/.jsx/.ts/.tsx file under a
// theme folder `@theme/<path without extension and /index>`; the site's own
// src/theme comes last, shadowing the themes, which keep `@theme-original/`).
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { info, warning } from '../diagnostics/build-error.js';
import type { Diagnostic, FrameComponents, SiteTheme } from '../model.js';
import { BLOG_SHARED_MODULES } from '../shared/islands.js';

const COMPONENT_FILE = /\.(?:jsx?|tsx?)$/;

/**
 * Names tongsite renders its own component under, where an override takes
 * its place: in the site's code that imports it, and in Markdown content
 * (MDXComponents, and the admonitions, code blocks, headings and details the
 * compiler writes).
 */
export const CONTENT_OVERRIDES = ['MDXComponents', 'Admonition', 'CodeBlock', 'Heading', 'Details'] as const;

/**
 * Names of the page frame a site's override replaces on every page (src/render/site-frame.ts); the navbar's item types
 * draw its `custom-*` items. Root and Layout/Provider wrap the page's content too (CONTENT_WRAPPERS).
 */
export const FRAME_OVERRIDES = ['Root', 'Layout/Provider', 'Navbar', 'Footer', 'NavbarItem/ComponentTypes', 'DocSidebarItem'] as const;

/**
 * The overrides that wrap a page's content under Docusaurus, outermost first: its providers reach the page's
 * components. tongsite renders content apart from the frame, so a page module carries them (site-imports.ts).
 */
export const CONTENT_WRAPPERS = ['Root', 'Layout/Provider'] as const;

/**
 * The navbar's search box of a site whose search tongsite does not stand in for (it configures no search plugin
 * tongsite replaces, src/config/docusaurus/search-plugins.ts): `@theme/SearchBar`, drawn where theme-classic's
 * navbar draws it. theme-classic has none, so it comes from the site's src/theme or from a theme it installs (a
 * search theme with an index of its own, such as a Pagefind one): the one frame component an installed theme gives.
 */
export const SEARCH_BAR = 'SearchBar';

/** The line that says whose search box the navbar draws, when it is the site's (SEARCH_BAR): none otherwise. */
export function searchBarNote(theme: SiteTheme, frame: FrameComponents | undefined): Diagnostic[] {
  const file = theme.overrides.get(SEARCH_BAR) ?? theme.installed.get(SEARCH_BAR);
  if (!frame?.SearchBar || !file) return [];
  return [
    info('docusaurus-search', `the navbar's search box is the site's @theme/${SEARCH_BAR}, drawn and hydrated as under Docusaurus`, {
      file,
      hint: 'its index is its own (what its plugin writes); tongsite builds none',
    }),
  ];
}

/** Names of the blog's components a site's override replaces on the blog's pages (src/render/site-frame.ts; templates/blog). */
export const BLOG_OVERRIDES = BLOG_SHARED_MODULES.filter((spec) => spec.startsWith('@theme/')).map((spec) => spec.slice('@theme/'.length));

/** Names tongsite has for site code to import, but also draws with its own templates elsewhere. */
const PARTLY_RENDERED = new Map([
  ['Layout', "docs, blog posts and tongsite's generated pages keep tongsite's layout"],
  ['DocCardList', "the generated category pages keep tongsite's cards"],
]);

/** Every component file under `dir`, relative to it, in a stable order. */
function componentFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return componentFiles(dir, rel);
      return COMPONENT_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
    });
}

/** `Admonition/index.tsx` → `Admonition`, `NavbarItem/ComponentTypes.ts` → `NavbarItem/ComponentTypes`. */
const nameOf = (rel: string) => rel.replace(COMPONENT_FILE, '').replace(/(?:^|\/)index$/, '');

/**
 * The name an override is warned about under, or undefined when tongsite
 * renders it: a top-level name tongsite has nothing of (`DocItem`, for all of
 * `DocItem/…`), or that the site overrides whole when tongsite has only parts
 * of it (`NavbarItem`); else an inner part tongsite lacks (`Navbar/Logo`:
 * tongsite's Navbar has no part of that name; `NavbarItem/DefaultNavbarItem`)
 * unless the site overrides the whole, whose code then imports the part.
 */
function unusedName(name: string, provided: string[], dir: string): string | undefined {
  if (provided.includes(`@theme/${name}`)) return undefined;
  const top = name.split('/')[0]!;
  const whole = provided.includes(`@theme/${top}`);
  if (!whole && !provided.some((spec) => spec.startsWith(`@theme/${top}/`))) return top;
  const overridesWhole = COMPONENT_EXTENSIONS.some((ext) => existsSync(path.join(dir, `${top}${ext}`)) || existsSync(path.join(dir, top, `index${ext}`)));
  if (overridesWhole) return whole ? undefined : top;
  return name;
}

const COMPONENT_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx'];

/**
 * Whether Docusaurus' classic theme, as the site installed it, has a component of this name: an override
 * of a name it lacks (`GlossaryPage`) is a module of the site's own, which Docusaurus too uses only where
 * the site imports it, so tongsite says nothing of it. Without the theme installed, every name counts.
 */
function classicThemeHas(siteDir: string): (name: string) => boolean {
  let dir: string;
  try {
    dir = path.join(path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme');
  } catch {
    return () => true;
  }
  return (name) => existsSync(path.join(dir, `${name}.js`)) || existsSync(path.join(dir, name, 'index.js'));
}

/**
 * The site's `src/theme` overrides, and one warning per top-level name
 * tongsite has no component of: that file is used only where the site's own
 * code imports it (`provided` lists the `@theme/…` modules tongsite has).
 */
export function readSiteTheme(siteDir: string, shared: string[], themePaths: string[] = []): { theme: SiteTheme; diagnostics: Diagnostic[] } {
  const dir = path.join(siteDir, 'src', 'theme');
  const overrides = new Map<string, string>();
  const installed = installedComponents(themePaths);
  // What the site's overrides can replace: tongsite's components and its installed themes'.
  const provided = [...shared, ...[...installed.keys()].map((name) => `@theme/${name}`)];
  if (!existsSync(dir)) return { theme: { overrides, installed }, diagnostics: [] };
  const unknown = new Map<string, string[]>();
  const docusaurusHas = classicThemeHas(siteDir);
  for (const rel of componentFiles(dir)) {
    const name = nameOf(rel);
    // `X.tsx` and `X/index.tsx` both: webpack's alias takes the first found; so does this.
    if (!overrides.has(name)) overrides.set(name, path.join(dir, rel));
    const unused = unusedName(name, provided, dir);
    if (unused && (docusaurusHas(unused) || installed.has(unused))) unknown.set(unused, [...(unknown.get(unused) ?? []), rel]);
  }
  const partly = [...PARTLY_RENDERED].filter(([name]) => overrides.has(name));
  const diagnostics = partly.map(([name, where]) =>
    warning('theme-override-partial', `overrides @theme/${name} only where the site's own code imports it`, {
      file: overrides.get(name)!,
      hint: where,
    }),
  );
  diagnostics.push(
    ...[...unknown].map(([top, rels]) => {
      // `top` is the name warned about: a top-level name, or an inner part (`Navbar/Logo`).
      const main = rels.find((rel) => nameOf(rel) === top) ?? rels[0]!;
      const more = rels.length > 1 ? ` (and ${rels.length - 1} more file${rels.length > 2 ? 's' : ''} under src/theme/${top})` : '';
      return warning('theme-override-unused', `overrides @theme/${top}, a component tongsite's theme does not render${more}`, {
        file: path.join(dir, main),
        hint: `it is used only where the site's own code imports @theme/${top}; tongsite's pages keep their own layout there`,
      });
    }),
  );
  return { theme: { overrides, installed }, diagnostics };
}

/** The components of the installed themes' folders by name, a later theme's over an earlier one's. */
function installedComponents(themePaths: string[]): Map<string, string> {
  const installed = new Map<string, string>();
  for (const dir of themePaths.filter((d) => existsSync(d))) {
    const own = new Map<string, string>();
    for (const rel of componentFiles(dir)) if (!own.has(nameOf(rel))) own.set(nameOf(rel), path.join(dir, rel));
    for (const [name, file] of own) installed.set(name, file);
  }
  return installed;
}

/** The content overrides the site has, its own or its installed themes': with none, Markdown pages render with tongsite's components alone. */
/** The site's overrides that wrap page content (CONTENT_WRAPPERS), outermost first. */
export const contentWrappers = (theme: SiteTheme) => CONTENT_WRAPPERS.filter((name) => theme.overrides.has(name));

export const contentOverrides = (theme: SiteTheme) => CONTENT_OVERRIDES.filter((name) => theme.overrides.has(name) || theme.installed.has(name));

/**
 * Where a `@theme…/` import goes, as Docusaurus' aliases stack the theme
 * folders (tongsite's, the installed themes', the site's): `@theme/X` the
 * topmost; `@theme-original/X` the topmost below the site's (an installed
 * theme's X imports tongsite's under that name); `@theme-init/X` the lowest,
 * tongsite's where it has one. Else nowhere.
 */
export function themeTarget(spec: string, theme: SiteTheme, provided: string[], importer = ''): { file: string } | { shared: string } | undefined {
  const m = /^@theme(-original|-init)?\/(.+)$/.exec(spec);
  if (!m) return undefined;
  const name = m[2]!;
  const own = provided.includes(`@theme/${name}`) ? { shared: `@theme/${name}` } : undefined;
  const installed = theme.installed.get(name);
  if (!m[1] && theme.overrides.has(name)) return { file: theme.overrides.get(name)! };
  if (m[1] === '-init') return own ?? (installed ? { file: installed } : undefined);
  if (installed && path.resolve(importer) !== installed) return { file: installed };
  return own;
}
