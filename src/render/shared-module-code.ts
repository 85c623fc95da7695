// The code a browser bundle of the site's own code (a page's islands, the
// swizzled frame, the client modules) is given for a module tongsite provides
// and the client's entry does not hand over. Taken from the templates' table
// of shared modules, it brought the whole table along (about 45 KB gzipped:
// every theme component, the MDX components) to a component that imports only
// @docusaurus/Link. A module made of one file (a component, a hook,
// Translate with translate) is now bundled from that file alone, in the shape
// the table gives it: the value carrying itself as `default` (esModule()), so
// that CommonJS site code requires it and ES code imports its default.
// theme-common and the router, gathered from several files, have a module of
// their own for this. The rest still comes from the table.
import path from 'node:path';

/**
 * The shared modules made of one file of templates/, each as the templates' table makes it: that file's export
 * `name` (default: its default export), with its exports `attach` set on it (Translate's translate), or a copy of
 * it (`copy`: ExecutionEnvironment's object), or an object of its exports `pick`. test/render/shared-module-code.test.ts holds them to the table.
 */
export const SINGLE_FILE_MODULES: Readonly<Record<string, { file: string; name?: string; attach?: string[]; copy?: true; pick?: string[] }>> = {
  '@theme/Admonition': { file: 'theme/Admonition.tsx' },
  '@theme/CodeBlock': { file: 'theme/CodeBlock.tsx' },
  '@theme/CodeInline': { file: 'theme/CodeInline.tsx' },
  '@theme/Details': { file: 'theme/Details.tsx' },
  '@theme/DocCardList': { file: 'theme/DocCardList.tsx' },
  '@theme/DocSidebarItem': { file: 'docs/DocSidebar.tsx', name: 'OwnDocSidebarItem' },
  '@theme/DocSidebarItem/Category': { file: 'docs/DocSidebar.tsx', name: 'DocSidebarItemCategory' },
  '@theme/DocSidebarItem/Html': { file: 'docs/DocSidebar.tsx', name: 'DocSidebarItemHtml' },
  '@theme/DocSidebarItem/Link': { file: 'docs/DocSidebar.tsx', name: 'DocSidebarItemLink' },
  '@theme/Heading': { file: 'theme/Heading.tsx' },
  '@theme/IdealImage': { file: 'theme/IdealImage.tsx' },
  '@theme/Icon/Arrow': { file: 'theme/Icon/Arrow.tsx' },
  '@theme/Icon/Close': { file: 'theme/Icon/Close.tsx' },
  '@theme/Icon/Copy': { file: 'theme/Icon/Copy.tsx' },
  '@theme/Icon/DarkMode': { file: 'theme/Icon/DarkMode.tsx' },
  '@theme/Icon/Edit': { file: 'theme/Icon/Edit.tsx' },
  '@theme/Icon/ExternalLink': { file: 'theme/Icon/ExternalLink.tsx' },
  '@theme/Icon/Home': { file: 'theme/Icon/Home.tsx' },
  '@theme/Icon/Language': { file: 'theme/Icon/Language.tsx' },
  '@theme/Icon/LightMode': { file: 'theme/Icon/LightMode.tsx' },
  '@theme/Icon/Menu': { file: 'theme/Icon/Menu.tsx' },
  '@theme/Icon/Success': { file: 'theme/Icon/Success.tsx' },
  '@theme/Icon/WordWrap': { file: 'theme/Icon/WordWrap.tsx' },
  '@theme/Layout': { file: 'theme/Layout.tsx' },
  '@theme/Layout/Provider': { file: 'theme/Layout/Provider.tsx' },
  '@theme/NavbarItem/DefaultNavbarItem': { file: 'theme/NavbarItem/ComponentTypes.tsx', name: 'DefaultNavbarItem' },
  '@theme/NavbarItem/DropdownNavbarItem': { file: 'theme/NavbarItem/ComponentTypes.tsx', name: 'DropdownNavbarItem' },
  '@theme/NavbarItem/HtmlNavbarItem': { file: 'theme/NavbarItem/ComponentTypes.tsx', name: 'HtmlNavbarItem' },
  '@theme/MDXContent': { file: 'theme/MDXContent.tsx' },
  '@theme/NotFound': { file: 'theme/NotFound.tsx' },
  '@theme/Root': { file: 'theme/Root.tsx' },
  '@theme/TabItem': { file: 'theme/TabItem.tsx' },
  '@theme/Tabs': { file: 'theme/Tabs.tsx' },
  '@theme/ThemedImage': { file: 'theme/ThemedImage.tsx' },
  '@theme/TOCInline': { file: 'theme/TOCInline.tsx' },
  '@docusaurus/BrowserOnly': { file: 'theme/BrowserOnly.tsx' },
  '@docusaurus/ErrorBoundary': { file: 'theme/error-boundary.tsx' },
  '@docusaurus/ExecutionEnvironment': { file: 'theme/environment.ts', name: 'ExecutionEnvironment', copy: true },
  '@docusaurus/Head': { file: 'theme/Head.tsx' },
  '@docusaurus/Interpolate': { file: 'theme/Interpolate.tsx', attach: ['interpolate'] },
  '@docusaurus/isInternalUrl': { file: 'theme/environment.ts', name: 'isInternalUrl' },
  '@docusaurus/Link': { file: 'theme/Link.tsx' },
  '@docusaurus/Translate': { file: 'theme/Translate.tsx', attach: ['translate'] },
  '@docusaurus/useBaseUrl': { file: 'theme/use-base-url.ts', attach: ['useBaseUrlUtils'] },
  '@docusaurus/useDocusaurusContext': { file: 'theme/use-docusaurus-context.ts' },
  '@docusaurus/useIsBrowser': { file: 'theme/environment.ts', name: 'useIsBrowser' },
  '@docusaurus/theme-common': { file: 'theme/theme-common-module.ts', copy: true },
  '@docusaurus/theme-common/internal': { file: 'theme/theme-common-blog.ts', pick: ['useDateTimeFormat'] },
  '@docusaurus/theme-common/Details': { file: 'theme/Details.tsx', pick: ['Details'] },
  '@docusaurus/utils-common': { file: 'theme/utils-common.ts', copy: true },
  '@docusaurus/router': { file: 'theme/router-module.ts', copy: true },
  'react-router-dom': { file: 'theme/router-module.ts', copy: true },
  'react-router': { file: 'theme/router-module.ts', copy: true },
};

/** The CommonJS code of a shared module, for a browser bundle made with tongsite at `toolRoot`. */
export function sharedModuleCode(toolRoot: string): (specifier: string) => string {
  const table = path.join(toolRoot, 'templates', 'shared-modules.ts');
  return (specifier) => {
    const own = SINGLE_FILE_MODULES[specifier];
    if (!own) return `module.exports = require(${JSON.stringify(table)}).sharedModules[${JSON.stringify(specifier)}];`;
    const exported = `file[${JSON.stringify(own.name ?? 'default')}]`;
    return [
      `const file = require(${JSON.stringify(path.join(toolRoot, 'templates', own.file))});`,
      `const value = ${own.pick ? `{ ${own.pick.map((name) => `${name}: file.${name}`).join(', ')} }` : own.copy ? `{ ...${exported} }` : exported};`,
      ...(own.attach ?? []).map((name) => `value[${JSON.stringify(name)}] = file[${JSON.stringify(name)}];`),
      'module.exports = Object.assign(value, { __esModule: true, default: value });',
    ].join('\n');
  };
}
