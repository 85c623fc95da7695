// React pages of `src/pages` join the compiled Markdown pages as page modules:
// each is a module that re-exports the page's component, so the page-module
// and island bundlers, the renderer and the link check treat it as any page
// whose code imports the site's components.
import type { Compiled, SourceFile } from '../model.js';

/** Marks the code key of a React page: its code is made here, not by the Markdown compiler. */
const REACT_PAGE = 'react-page\0';

/**
 * A page whose code is a module made outside the Markdown compiler (a React
 * page, a plugin's route): no headings, text or math of its own, since what it
 * renders is known once rendered.
 */
export function codeOnlyCompiled(sitePath: string, codeKey: string): Compiled {
  return { sitePath, codeKey, importsBrowserOnly: false, headings: [], anchors: [], sections: [], words: 0, hasMath: false, truncated: false, warnings: [] };
}

/** React pages as compiled pages. */
export function reactPagesAsCompiled(reactPages: Map<string, SourceFile>): Map<string, Compiled> {
  // The file's own text is an input of its bundle (hashed there): the key names only the module.
  return new Map([...reactPages.values()].map((file): [string, Compiled] => [file.sitePath, codeOnlyCompiled(file.sitePath, `${REACT_PAGE}${file.absPath}`)]));
}

/**
 * A React page's module: its component given the site config as its `config`
 * prop, as Docusaurus' pages plugin routes it (plugin-content-pages
 * routes.ts: `modules: { config: '@generated/docusaurus.config' }`; pages
 * written for Docusaurus 1 read `this.props.config`). The hook is in a
 * component of its own: the default export stays a plain function of its props,
 * which the islands' walk calls as one (templates/islands.tsx).
 */
function reactPageModule(file: string): string {
  return `import { createElement } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Page from ${JSON.stringify(file)};
function WithConfig(props) {
  return createElement(Page, { ...props, config: useDocusaurusContext().siteConfig });
}
export default function ReactPage(props) {
  return createElement(WithConfig, props);
}
`;
}

/** Marks the code key of a route a site's plugin added: its code is made by site-plugins/route-entries.ts. */
export const PLUGIN_ROUTE = 'plugin-route\0';

/**
 * The code of a page module: a React page's is its default export, a plugin
 * route's the code made for it (`generated`, by code key), a Markdown page's
 * what the compiler made.
 */
export function pageCodeOf(markdownCode: (compiled: Compiled) => Promise<string>, generated?: Map<string, string>): (compiled: Compiled) => Promise<string> {
  return async (compiled) => {
    if (compiled.codeKey.startsWith(REACT_PAGE)) return reactPageModule(compiled.codeKey.slice(REACT_PAGE.length));
    return generated?.get(compiled.codeKey) ?? markdownCode(compiled);
  };
}
