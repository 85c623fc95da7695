// `@docusaurus/plugin-content-blog` and `-docs` as a site's own plugin imports
// them to wrap (call the default export, spread the instance, override
// `contentLoaded`): tongsite's instead of Docusaurus' packages. The instance
// carries its options under CONTENT_PLUGIN, so the config builds that content
// as tongsite's own blog or docs; its `loadContent` gives the content, shaped
// as Docusaurus' is, once the site's model is made (site-plugins/ fills it in).
import type { Plugin } from 'esbuild';

/** Marks an instance made by a shim below; object spread copies it to the instance that wraps it. */
export const CONTENT_PLUGIN = Symbol.for('tongsite.contentPlugin');

export interface ContentPluginMark {
  kind: 'blog' | 'docs';
  options: Record<string, unknown>;
  /** Set by the lifecycle before `loadContent` is called: the instance's content from tongsite's model. */
  load?: () => unknown;
}

/** The defaults of Docusaurus' option schemas (plugin-content-blog and -docs, src/options.ts) that sites read back from their options. */
const DEFAULTS = {
  blog: {
    id: 'default',
    path: 'blog',
    routeBasePath: 'blog',
    blogTitle: 'Blog',
    blogDescription: 'Blog',
    blogSidebarTitle: 'Recent posts',
    blogSidebarCount: 5,
    postsPerPage: 10,
    showReadingTime: true,
  },
  docs: { id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.json' },
} as const;

const NAMES = { blog: 'docusaurus-plugin-content-blog', docs: 'docusaurus-plugin-content-docs' } as const;

function shim(kind: 'blog' | 'docs') {
  const withDefaults = (options: unknown) => ({ ...DEFAULTS[kind], ...(typeof options === 'object' && options) });
  function contentPlugin(_context: unknown, options: unknown) {
    const mark: ContentPluginMark = { kind, options: withDefaults(options) };
    return {
      name: NAMES[kind],
      [CONTENT_PLUGIN]: mark,
      loadContent: async () => mark.load?.(),
      // tongsite makes the blog's or the docs' pages itself.
      contentLoaded: async () => undefined,
    };
  }
  const validateOptions = ({ options }: { options: unknown }) => withDefaults(options);
  return Object.assign(contentPlugin, { default: contentPlugin, validateOptions, __esModule: true });
}

const SHIMS = { blog: shim('blog'), docs: shim('docs') };
const GLOBAL = Symbol.for('tongsite.contentPluginShims');
(globalThis as Record<symbol, unknown>)[GLOBAL] = SHIMS;

/**
 * The esbuild plugin that gives a config or a plugin module tongsite's shims
 * for the two packages: a module bundled from the site is evaluated by
 * require(), so the shim is handed over through a global of this process.
 */
export const contentPluginsAlias: Plugin = {
  name: 'tongsite-content-plugins',
  setup(b) {
    b.onResolve({ filter: /^@docusaurus\/plugin-content-(?:blog|docs)$/ }, (args) => ({ path: args.path, namespace: 'tongsite-content-plugin' }));
    b.onLoad({ filter: /.*/, namespace: 'tongsite-content-plugin' }, (args) => ({
      contents: `module.exports = globalThis[Symbol.for('tongsite.contentPluginShims')][${JSON.stringify(args.path.endsWith('blog') ? 'blog' : 'docs')}];`,
      loader: 'js',
    }));
  },
};

export const contentPluginMark = (instance: unknown): ContentPluginMark | undefined =>
  typeof instance === 'object' && instance !== null ? ((instance as Record<symbol, unknown>)[CONTENT_PLUGIN] as ContentPluginMark | undefined) : undefined;
