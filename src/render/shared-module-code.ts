// The code a browser bundle of the site's own code (a page's islands, the
// swizzled frame, the client modules) is given for a module tongsite provides
// and the client's entry does not hand over. Taken from the templates' table
// of shared modules, it brought the whole table along (about 45 KB gzipped:
// every theme component, the MDX components) to a component that imports only
// @docusaurus/Link. A module that is one component or hook, the default export
// of its file, is now bundled from that file alone, in the shape the table
// gives it: the value carrying itself as `default` (esModule()), so that
// CommonJS site code requires it and ES code imports its default. Modules of
// several names (theme-common, the router) still come from the table.
import path from 'node:path';

/** The shared modules that are the default export of one file of templates/ (test/render/shared-module-code.test.ts holds them to the table). */
export const SINGLE_FILE_MODULES: Readonly<Record<string, string>> = {
  '@theme/Admonition': 'theme/Admonition.tsx',
  '@theme/CodeBlock': 'theme/CodeBlock.tsx',
  '@theme/Details': 'theme/Details.tsx',
  '@theme/DocCardList': 'theme/DocCardList.tsx',
  '@theme/Heading': 'theme/Heading.tsx',
  '@theme/Layout': 'theme/Layout.tsx',
  '@theme/NotFound': 'theme/NotFound.tsx',
  '@theme/TabItem': 'theme/TabItem.tsx',
  '@theme/Tabs': 'theme/Tabs.tsx',
  '@theme/ThemedImage': 'theme/ThemedImage.tsx',
  '@theme/TOCInline': 'theme/TOCInline.tsx',
  '@docusaurus/BrowserOnly': 'theme/BrowserOnly.tsx',
  '@docusaurus/ErrorBoundary': 'theme/error-boundary.tsx',
  '@docusaurus/Head': 'theme/Head.tsx',
  '@docusaurus/Link': 'theme/Link.tsx',
  '@docusaurus/useBaseUrl': 'theme/use-base-url.ts',
  '@docusaurus/useDocusaurusContext': 'theme/use-docusaurus-context.ts',
};

/** The CommonJS code of a shared module, for a browser bundle made with tongsite at `toolRoot`. */
export function sharedModuleCode(toolRoot: string): (specifier: string) => string {
  const table = path.join(toolRoot, 'templates', 'shared-modules.ts');
  return (specifier) => {
    const file = SINGLE_FILE_MODULES[specifier];
    if (!file) return `module.exports = require(${JSON.stringify(table)}).sharedModules[${JSON.stringify(specifier)}];`;
    const value = `require(${JSON.stringify(path.join(toolRoot, 'templates', file))}).default`;
    return `const value = ${value};\nmodule.exports = Object.assign(value, { __esModule: true, default: value });`;
  };
}
