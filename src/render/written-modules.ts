// The modules the site's bundles import that tongsite writes for them
// (src/render/site-imports.ts resolves their imports to these): the page's MDX
// components with the site's overrides, an imported Markdown partial, the
// site's global data, the docs client, the site context and theme-common.
import type { SiteGlobalData, SiteTheme } from '../model.js';
import { DOCS_CLIENT_EXPORTS, DOCS_CLIENT_FACTORY } from '../shared/docs-client.js';
import { contentOverrides } from './site-theme.js';

/**
 * The components Markdown content renders with when the site overrides some:
 * tongsite's, the site's MDXComponents over them, and the site's Admonition,
 * CodeBlock, Heading and Details where the compiler writes its own (they take
 * Docusaurus' props: a code block also gets its code as text and its
 * language as `className`, a heading its level as `as`).
 */
export function mdxComponentsModule(theme: SiteTheme, live: boolean): string {
  const names = contentOverrides(theme).filter((name) => live || !liveOnly(theme, name));
  return [
    `import { createElement } from 'react';`,
    `import base from '@theme-original/MDXComponents';`,
    `import site from '@theme/MDXComponents';`,
    ...names.filter((n) => n !== 'MDXComponents').map((n) => `import ${n} from '@theme/${n}';`),
    'const components = { ...base, ...site };',
    // A site MDXComponents maps Docusaurus' own keys; the compiler writes tongsite's.
    'if (site.admonition) components.TongsiteAdmonition = site.admonition;',
    'if (site.Details || site.details) components.TongsiteDetails = site.Details || site.details;',
    names.includes('Admonition') ? 'components.TongsiteAdmonition = Admonition;' : '',
    names.includes('Details') ? 'components.TongsiteDetails = components.details = components.Details = Details;' : '',
    names.includes('Heading')
      ? `for (const level of [2, 3, 4, 5, 6]) components['h' + level] = ({ 'data-heading-text': _text, ...props }) => createElement(Heading, { as: 'h' + level, ...props });`
      : '',
    names.includes('CodeBlock')
      ? [
          // The highlighter writes `<` as `&#x3C;` and `&` as `&#x26;`: every reference is read in one pass, so that code holding `&lt;` as text keeps it.
          'const NAMED = { lt: "<", gt: ">", quot: \'"\', apos: "\'", amp: "&" };',
          'const codeText = (html) => html.replace(/<[^>]*>/g, "").replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|quot|apos|amp);/gi, (_, ref) => ref[0] !== "#" ? NAMED[ref.toLowerCase()] : String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))));',
          'components.TongsiteCodeBlock = (props) => props.output !== undefined ? createElement(base.TongsiteCodeBlock, props)',
          '  : createElement(CodeBlock, { ...props, className: "language-" + (props.language || "text"), children: props.html === undefined ? props.children : codeText(props.html) });',
        ].join('\n')
      : '',
    'export default components;',
  ].join('\n');
}

/**
 * An installed theme's CodeBlock (theme-live-codeblock's) renders a block of
 * its own only where the block is live (meta `live`, which the compiler
 * writes as a prop): a page without one renders its code blocks as
 * tongsite's, without bundling the theme's playground.
 */
const liveOnly = (theme: SiteTheme, name: string) => name === 'CodeBlock' && !theme.overrides.has(name);

/** Whether a compiled page has a live code block (src/markdown/plugins/rehype-code.ts writes `live`). */
export const hasLiveBlock = (code: string) => /\blive: true\b/.test(code);

/**
 * An imported Markdown module (a partial) whose content renders with the
 * components in scope (`@mdx-js/react`'s context, which the page fills), as
 * under Docusaurus' MDXProvider, before those its importer passes.
 */
export function withComponentsInScope(code: string): string {
  const header = 'export default function MDXContent(';
  if (!code.includes(header)) return code;
  return `${code.replace(header, 'function MDXContent(')}
import { useMDXComponents as __useMDXComponents } from '@mdx-js/react';
export default function MDXPartial(props = {}) { return MDXContent({ ...props, components: __useMDXComponents(props.components) }); }
`;
}

/**
 * `@docusaurus/useGlobalData` with the site's data in it, as Docusaurus'
 * (packages/docusaurus/src/client/exports/useGlobalData.ts): the hook,
 * `useAllPluginInstancesData` and `usePluginData`, `failfast` throwing its
 * errors. Each locale has its own (its URLs): the hook gives the page's.
 */
export function globalDataModule(data: SiteGlobalData | undefined): string {
  const locales = Object.values(data?.byLocale ?? {}).map((d) => JSON.stringify(d));
  // Written once when every locale has the same.
  const pick = locales.every((json) => json === locales[0])
    ? `const globalData = ${locales[0] ?? '{}'};\nexport default function useGlobalData() { return globalData; }`
    : `import { useLocaleCode } from ${JSON.stringify(DOCS_CLIENT_FACTORY)};
const byLocale = ${JSON.stringify(data!.byLocale)};
export default function useGlobalData() { return byLocale[useLocaleCode()] ?? byLocale[${JSON.stringify(data!.defaultLocale)}]; }`;
  return `${pick}
export function useAllPluginInstancesData(name, options = {}) {
  const all = useGlobalData()[name];
  if (!all && options.failfast) throw new Error('Docusaurus plugin global data not found for "' + name + '" plugin.');
  return all;
}
export function usePluginData(name, id = 'default', options = {}) {
  const data = useAllPluginInstancesData(name)?.[id];
  if (!data && options.failfast) throw new Error('Docusaurus plugin global data not found for "' + name + '" plugin with id "' + id + '".');
  return data;
}
`;
}

/** `@docusaurus/plugin-content-docs/client`: the templates' hooks, made over this bundle's global data. */
export function docsClientModule(): string {
  return [
    `import useGlobalData from '@docusaurus/useGlobalData';`,
    `import { docsClient } from ${JSON.stringify(DOCS_CLIENT_FACTORY)};`,
    'const hooks = docsClient(useGlobalData);',
    ...DOCS_CLIENT_EXPORTS.map((name) => `export const ${name} = hooks.${name};`),
  ].join('\n');
}

/**
 * `@docusaurus/useDocusaurusContext` for the site's code: the theme's hook
 * (the locale's title, tagline, URLs and i18n) completed with the rest of the
 * site config and the plugins' global data, as Docusaurus' context has them
 * (packages/docusaurus/src/client/docusaurusContext.tsx: siteConfig, globalData, i18n…).
 */
export function siteContextModule(siteConfig: Record<string, unknown>): string {
  return `import useThemeContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
const siteConfig = ${JSON.stringify(siteConfig)};
export default function useDocusaurusContext() {
  const context = useThemeContext();
  return { ...context, siteConfig: { ...siteConfig, ...context.siteConfig, customFields: siteConfig.customFields ?? {} }, globalData: useGlobalData() };
}
`;
}

/**
 * `@docusaurus/theme-common` for the site's code: the theme's module, its
 * `useThemeConfig` the site's whole theme config (each theme's defaults in it,
 * as Docusaurus validates it: `liveCodeBlock` of theme-live-codeblock) under
 * what tongsite's theme gives.
 */
export function themeCommonModule(): string {
  return `import * as theme from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export * from '@docusaurus/theme-common';
export function useThemeConfig() {
  return { ...useDocusaurusContext().siteConfig.themeConfig, ...theme.useThemeConfig() };
}
`;
}
