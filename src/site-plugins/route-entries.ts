// The module of a route a plugin added: its component rendered with its
// `modules` as props, as Docusaurus' ComponentCreator gives them
// (packages/docusaurus/src/client/exports/ComponentCreator.tsx): each module
// is its default export, carrying the module's other exports; objects and
// arrays of modules keep their shape (codegen/codegenRoutes.ts, genChunkNames).
// A Markdown module is its compiled content, with `metadata` and `frontMatter`
// when it is a post of the blog; `query: { truncated: true }` is its excerpt.
import path from 'node:path';
import type { PluginRouteConfig } from '../model.js';

/** What a Markdown module carries besides its content (Docusaurus' MDX loader exports them). */
export interface MarkdownExports {
  metadata?: unknown;
  frontMatter?: Record<string, unknown>;
  contentTitle?: string;
}

export interface EntryContext {
  siteDir: string;
  generatedFilesDir: string;
  /** The exports of a Markdown file, by its absolute path. */
  markdown: (absPath: string) => MarkdownExports | undefined;
  /** Told of what a module asks that is not done (a query tongsite does not read). */
  note: (message: string) => void;
}

const isModule = (value: unknown): value is string | { __import: true; path: string; query?: Record<string, unknown> } =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && (value as { __import?: unknown }).__import === true);

/** A module path as esbuild resolves it: Docusaurus' `@generated/` alias is the folder createData writes to. */
function specOf(modulePath: string, context: EntryContext): string {
  return modulePath.startsWith('@generated/') ? path.join(context.generatedFilesDir, modulePath.slice('@generated/'.length)) : modulePath;
}

function absolutePathOf(spec: string, context: EntryContext): string | undefined {
  if (spec.startsWith('@site/')) return path.join(context.siteDir, spec.slice('@site/'.length));
  return path.isAbsolute(spec) ? spec : undefined;
}

/** Helpers the entry uses: a module as a prop (ComponentCreator's rule), and a Markdown module's excerpt. */
const RUNTIME = `import { Children as __Children, Fragment as __Fragment, createElement as __h } from 'react';
const __value = (m) => {
  const d = m && 'default' in m ? m.default : m;
  if (d && (typeof d === 'object' || typeof d === 'function')) for (const k of Object.keys(m)) if (k !== 'default' && k !== '__esModule') d[k] = m[k];
  return d;
};
const __Cut = () => null;
const __markdown = (m, truncated, exports) => {
  const Content = m.default;
  // The excerpt is the content up to the truncate marker, which the compiler writes as <TongsiteTruncate />.
  const Part = truncated
    ? (props) => {
        const all = Content({ ...props, components: { ...props.components, TongsiteTruncate: __Cut } });
        // Several blocks come as a fragment of them, one block as itself.
        const children = all?.type === __Fragment ? __Children.toArray(all.props.children) : [all];
        const cut = children.findIndex((child) => child.type === __Cut);
        return __h(__Fragment, null, ...(cut < 0 ? children : children.slice(0, cut)));
      }
    : (props) => __h(Content, props);
  return Object.assign(Part, exports);
};
`;

/** The entry module's code: imports, then the props as the route's modules shape them, then the component. */
export function routeEntryCode(route: PluginRouteConfig, context: EntryContext): string {
  const imports: string[] = [];
  const importOf = (spec: string) => {
    const name = `__m${imports.length}`;
    imports.push(`import * as ${name} from ${JSON.stringify(spec)};`);
    return name;
  };
  const expression = (value: unknown): string => {
    if (isModule(value)) {
      const modulePath = typeof value === 'string' ? value : value.path;
      const query = typeof value === 'string' ? {} : (value.query ?? {});
      const spec = specOf(modulePath, context);
      const name = importOf(spec);
      if (!/\.mdx?$/.test(spec)) {
        if (Object.keys(query).length) context.note(`the query ${JSON.stringify(query)} of the module ${modulePath} is not read: the module is imported as it is`);
        return `__value(${name})`;
      }
      const absPath = absolutePathOf(spec, context);
      const exports = (absPath && context.markdown(absPath)) ?? {};
      const truncated = query.truncated === true || query.truncated === 'true';
      return `__markdown(${name}, ${truncated}, ${JSON.stringify(exports)})`;
    }
    if (Array.isArray(value)) return `[${value.map(expression).join(', ')}]`;
    if (typeof value === 'object' && value !== null)
      return `{${Object.entries(value)
        .map(([k, v]) => `${JSON.stringify(k)}: ${expression(v)}`)
        .join(', ')}}`;
    return JSON.stringify(value) ?? 'undefined';
  };
  const modules = expression(route.modules ?? {});
  const component = importOf(specOf(route.component, context));
  return [
    RUNTIME,
    ...imports,
    // Route props (Docusaurus' `props`) are given as they are, after the modules.
    `const __props = { ...${modules}, ...${JSON.stringify(route.props ?? {})} };`,
    `export default function PluginRoute() { return __h(__value(${component}), __props); }`,
    '',
  ].join('\n');
}
