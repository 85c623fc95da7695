// The site's swizzled parts of the page frame: `src/theme/Root` (around the
// whole page, kept across navigations, as Docusaurus' Root wraps its app),
// `src/theme/Navbar` and `src/theme/Footer`, `src/theme/NavbarItem/ComponentTypes`
// (the components of the navbar's `custom-*` items); and of the blog's pages
// (`src/theme/BlogPostItem`, `BlogLayout`…). tongsite's client bundle, which hydrates the frame, is
// the same for every site; a site that swizzles these gets one more script
// for each group, its components bundled with React taken from the client's entry (as
// a page's islands take it), loaded by the entry before it hydrates (the
// blog's, before it shows a blog page). The
// server renders the same components from a bundle of its own. Sites without
// such overrides build and load nothing more.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import { error } from '../diagnostics/build-error.js';
import type { Diagnostic, FrameComponents, HeadTagConfig } from '../model.js';
import { islandModulesPlugin } from './island-bundles.js';
import { browserBundleOptions, type SiteCode, sharedForSiteCode, siteCodeOptions, siteCodePlugins, siteNodePaths } from './site-imports.js';
import { bundleFileCopies, type CssUrlFiles, importedForUrl } from './asset-imports.js';
import { BLOG_OVERRIDES, FRAME_OVERRIDES, SEARCH_BAR } from './site-theme.js';
import { evaluateCommonJs, serverBundleOptions } from './templates-bundle.js';

const FRAME_NS = 'tongsite-frame';

/** What the build of the frame gives the renderer and the pages. */
export interface SiteFrame {
  /** The site's frame components, for the server's render; undefined when the site swizzles none. */
  components?: FrameComponents;
  /** The URL of their browser bundle, which the client loads before it hydrates. */
  script?: string;
  /** The stylesheet of the CSS modules they import, linked by every page. */
  headTags: HeadTagConfig[];
  /** Output path (relative to the build folder) → code, or the bytes of a file its CSS names in url(). */
  files: [string, string | Uint8Array][];
  diagnostics: Diagnostic[];
}

/** The override whose map of navbar item types the frame gives as the NavbarItem that draws them (FrameComponents). */
const ITEM_TYPES = 'NavbarItem/ComponentTypes';

/**
 * The entry both bundles are made from: each override the site has, by its name (`BlogPostItem/Footer`), in the
 * default export; the site's navbar item types as the NavbarItem made over them by tongsite's module of that name
 * (`@theme-init/`, below the site's and its themes'). In the browser's, first the locale's strings for `translate()`
 * of `@docusaurus/Translate`: a plain function reads them from its module, and the bundle's copy of that module is
 * its own (the client's entry has none), so without them the site's code would say its English words where the
 * server said the locale's, and hydration would not match.
 */
function entryPlugin(names: string[], siteDir: string, browser?: { toolRoot: string }): Plugin {
  const exported = (name: string, i: number) => (name === ITEM_TYPES ? `NavbarItem: navbarItem(C${i})` : `${JSON.stringify(name)}: C${i}`);
  const translations = browser && [
    `import { setTranslations } from ${JSON.stringify(path.join(browser.toolRoot, 'templates', 'theme', 'Translate.tsx'))};`,
    `import { readSite } from ${JSON.stringify(path.join(browser.toolRoot, 'src', 'client', 'initial-data.ts'))};`,
    'const site = readSite(document);',
    'setTranslations(site.strings, site.locale.htmlLang);',
  ];
  return {
    name: 'tongsite-frame-entry',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${FRAME_NS}$`) }, () => ({ path: FRAME_NS, namespace: FRAME_NS }));
      b.onLoad({ filter: /.*/, namespace: FRAME_NS }, () => ({
        contents: [
          ...(translations ?? []),
          ...names.map((name, i) => `import C${i} from ${JSON.stringify(`@theme/${name}`)};`),
          ...(names.includes(ITEM_TYPES) ? [`import { navbarItem } from ${JSON.stringify(`@theme-init/${ITEM_TYPES}`)};`] : []),
          `export default { ${names.map(exported).join(', ')} };`,
        ].join('\n'),
        resolveDir: siteDir,
        loader: 'js',
      }));
    },
  };
}

const hashed = (name: string, ext: string, text: string): [string, string] => [`assets/js/${name}-${createHash('sha1').update(text).digest('hex').slice(0, 12)}.${ext}`, text];

/**
 * Builds the site's frame components for the server and the browser, or nothing when it swizzles none; with
 * `searchBar` (tongsite has no search of its own for the site), its search bar too (SEARCH_BAR).
 */
export const buildSiteFrame = (params: SiteCode & { toolRoot: string; searchBar: boolean }) =>
  buildSwizzled(params, {
    label: 'frame',
    names: params.searchBar ? [...FRAME_OVERRIDES, SEARCH_BAR] : FRAME_OVERRIDES,
    hint: 'check the file and its imports: they render around every page',
  });

/** Builds the site's blog components (BlogPostItem, BlogLayout…) for the server and the browser, or nothing when it swizzles none. */
export const buildSiteBlog = (params: SiteCode & { toolRoot: string }) =>
  buildSwizzled(params, { label: 'blog', names: BLOG_OVERRIDES, hint: "check the file and its imports: they render the blog's pages" });

/** One group of the site's overrides, built for the server and the browser. */
async function buildSwizzled(params: SiteCode & { toolRoot: string }, group: { label: string; names: readonly string[]; hint: string }): Promise<SiteFrame> {
  const names = group.names.filter((name) => params.theme.overrides.has(name) || (name === SEARCH_BAR && params.theme.installed.has(name)));
  if (!names.length) return { headTags: [], files: [], diagnostics: [] };
  // The files its CSS names in url(), copied into the build as the pages' are.
  const cssUrls: CssUrlFiles = new Map();
  const siteCode = siteCodePlugins(params, cssUrls);
  try {
    const [server, browser] = await Promise.all([
      build({
        ...serverBundleOptions(params.toolRoot),
        ...siteCodeOptions,
        nodePaths: siteNodePaths(params.siteDir, params.toolRoot),
        entryPoints: [FRAME_NS],
        // One React for the templates and the site's code: the templates bundle provides it.
        external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
        plugins: [entryPlugin(names, params.siteDir), ...siteCode],
      }),
      build({
        ...browserBundleOptions(params.toolRoot, params.siteDir),
        absWorkingDir: params.toolRoot,
        entryPoints: [FRAME_NS],
        // Not the identifiers: esbuild would shorten the class names of CSS modules, which must be the server's.
        minifyWhitespace: true,
        minifySyntax: true,
        plugins: [
          entryPlugin(names, params.siteDir, { toolRoot: params.toolRoot }),
          islandModulesPlugin({
            toolRoot: params.toolRoot,
            provided: Object.keys(params.shared),
            hydrated: new Set(),
            theme: params.theme,
            functionDefaultProps: params.functionDefaultProps === true,
          }),
          ...siteCode,
        ],
      }),
    ]);
    // Evaluated as if it were a file of src/theme: the site's own packages resolve from there.
    const from = path.join(params.siteDir, 'src', 'theme', 'index.js');
    const local = createRequire(from);
    const code = server.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const provided = sharedForSiteCode(params);
    const components = evaluateCommonJs<{ default: FrameComponents }>(code, from, { require: (id) => (id in provided ? provided[id] : local(id)) }).default;
    const script = hashed(group.label, 'js', browser.outputFiles.find((f) => f.path.endsWith('.js'))!.text);
    const css = server.outputFiles
      .find((f) => f.path.endsWith('.css'))
      ?.text.replace(/^\/\*[ #].*\*\/$/gm, '')
      .trim();
    const sheet = css ? hashed(group.label, 'css', css) : undefined;
    return {
      components,
      script: `${params.baseUrl}${script[0]}`,
      headTags: sheet ? [{ tagName: 'link', attributes: { rel: 'stylesheet', href: `${params.baseUrl}${sheet[0]}` } }] : [],
      files: [
        script,
        ...(sheet ? [sheet] : []),
        ...bundleFileCopies(server.metafile, { workingDir: params.toolRoot, forUrl: importedForUrl(params.fileTests), cssUrls, baseUrl: params.baseUrl }),
      ],
      diagnostics: [],
    };
  } catch (e) {
    const messages = (e as { errors?: Message[] }).errors ?? [{ text: String(e) } as Message];
    return {
      headTags: [],
      files: [],
      diagnostics: messages.map((m) =>
        error('theme-override', `the site's ${names.map((n) => `@theme/${n}`).join(' and ')} cannot be bundled: ${m.text}`, {
          ...(m.location ? { file: path.resolve(params.toolRoot, m.location.file), line: m.location.line, column: m.location.column + 1 } : {}),
          hint: group.hint,
        }),
      ),
    };
  }
}
