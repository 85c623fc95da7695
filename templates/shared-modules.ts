// The modules compiled pages and the site's components import from tongsite
// instead of bundling their own copy: one React (hooks and context work across
// pages, theme and templates) and the `@theme/…` and `@docusaurus/…` modules
// tongsite provides. The server's templates bundle and the browser's island
// host hand out this same table, so a page's islands run the components the
// build rendered.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import Admonition from './theme/Admonition.js';
import BrowserOnly from './theme/BrowserOnly.js';
import CodeBlock from './theme/CodeBlock.js';
import CodeInline from './theme/CodeInline.js';
import Details from './theme/Details.js';
import { Footer } from './components/Footer.js';
import { ThemeNavbar } from './theme/Navbar.js';
import DocCardList from './theme/DocCardList.js';
import { DocSidebarItemCategory, DocSidebarItemHtml, DocSidebarItemLink, OwnDocSidebarItem } from './docs/DocSidebar.js';
import Heading from './theme/Heading.js';
import IdealImage from './theme/IdealImage.js';
import Interpolate, { interpolate } from './theme/Interpolate.js';
import Layout from './theme/Layout.js';
import IconArrow from './theme/Icon/Arrow.js';
import IconClose from './theme/Icon/Close.js';
import IconCopy from './theme/Icon/Copy.js';
import IconDarkMode from './theme/Icon/DarkMode.js';
import IconEdit from './theme/Icon/Edit.js';
import IconExternalLink from './theme/Icon/ExternalLink.js';
import IconHome from './theme/Icon/Home.js';
import IconLanguage from './theme/Icon/Language.js';
import IconLightMode from './theme/Icon/LightMode.js';
import IconMenu from './theme/Icon/Menu.js';
import IconSuccess from './theme/Icon/Success.js';
import IconWordWrap from './theme/Icon/WordWrap.js';
import LayoutProvider from './theme/Layout/Provider.js';
import MDXContent from './theme/MDXContent.js';
import * as NavbarItemTypes from './theme/NavbarItem/ComponentTypes.js';
import NotFound from './theme/NotFound.js';
import Root from './theme/Root.js';
import Link from './theme/Link.js';
import TabItem from './theme/TabItem.js';
import Tabs from './theme/Tabs.js';
import Head from './theme/Head.js';
import { ExecutionEnvironment, isInternalUrl, useIsBrowser } from './theme/environment.js';
import { useDateTimeFormat } from './theme/theme-common-blog.js';
import themeCommon from './theme/theme-common-module.js';
import routerModule from './theme/router-module.js';
import utilsCommon from './theme/utils-common.js';
import ErrorBoundary from './theme/error-boundary.js';
import ThemedImage from './theme/ThemedImage.js';
import TOCInline from './theme/TOCInline.js';
import Translate, { translate } from './theme/Translate.js';
import useBaseUrl, { useBaseUrlUtils } from './theme/use-base-url.js';
import useDocusaurusContext from './theme/use-docusaurus-context.js';
import { docsClient, useLocaleCode } from './theme/docs-client.js';
import { DOCS_CLIENT_FACTORY } from '../src/shared/docs-client.js';
import { mdxComponents } from './mdx/components.js';
import { MDXProvider, useMDXComponents } from './mdx/provider.js';

/**
 * An ES-module shaped entry, so that a default import finds the component: the
 * component itself, carrying itself as `default`. esbuild reads a default
 * import of a CommonJS module as `module.default`, or as the module itself in
 * a file Node would load as ES module (a site whose package.json says
 * `"type": "module"`): both are the component.
 */
export const esModule = <T extends object>(value: T) => Object.assign(value, { __esModule: true, default: value });

/** The router hooks Docusaurus' own router gives site code, under each name sites import them by. */
const router = () => esModule({ ...routerModule });

/** By import specifier; any other `@theme/…` or `@docusaurus/…` import is an error at its place, listing these. */
export const sharedModules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  '@theme/Admonition': esModule(Admonition),
  '@theme/CodeBlock': esModule(CodeBlock),
  '@theme/CodeInline': esModule(CodeInline),
  '@theme/Details': esModule(Details),
  '@theme/DocCardList': esModule(DocCardList),
  // tongsite's own item: a site's swizzled one wraps it, and the items of its categories are drawn by the site's again.
  '@theme/DocSidebarItem': esModule(OwnDocSidebarItem),
  '@theme/DocSidebarItem/Category': esModule(DocSidebarItemCategory),
  '@theme/DocSidebarItem/Html': esModule(DocSidebarItemHtml),
  '@theme/DocSidebarItem/Link': esModule(DocSidebarItemLink),
  '@theme/Footer': esModule(Footer),
  '@theme/Heading': esModule(Heading),
  // theme-classic's icons, for the site code that imports them (tongsite's own chrome draws its own).
  '@theme/IdealImage': esModule(IdealImage),
  '@theme/Icon/Arrow': esModule(IconArrow),
  '@theme/Icon/Close': esModule(IconClose),
  '@theme/Icon/Copy': esModule(IconCopy),
  '@theme/Icon/DarkMode': esModule(IconDarkMode),
  '@theme/Icon/Edit': esModule(IconEdit),
  '@theme/Icon/ExternalLink': esModule(IconExternalLink),
  '@theme/Icon/Home': esModule(IconHome),
  '@theme/Icon/Language': esModule(IconLanguage),
  '@theme/Icon/LightMode': esModule(IconLightMode),
  '@theme/Icon/Menu': esModule(IconMenu),
  '@theme/Icon/Success': esModule(IconSuccess),
  '@theme/Icon/WordWrap': esModule(IconWordWrap),
  '@theme/Layout': esModule(Layout),
  '@theme/Layout/Provider': esModule(LayoutProvider),
  '@theme/MDXComponents': esModule({ ...mdxComponents }),
  '@theme/MDXContent': esModule(MDXContent),
  '@theme/Navbar': esModule(ThemeNavbar),
  // The module as it is: its default, the map of types, must not carry itself as a type (`...ComponentTypes`).
  '@theme/NavbarItem/ComponentTypes': { __esModule: true, ...NavbarItemTypes },
  '@theme/NavbarItem/DefaultNavbarItem': esModule(NavbarItemTypes.DefaultNavbarItem),
  '@theme/NavbarItem/DropdownNavbarItem': esModule(NavbarItemTypes.DropdownNavbarItem),
  '@theme/NavbarItem/HtmlNavbarItem': esModule(NavbarItemTypes.HtmlNavbarItem),
  '@theme/NotFound': esModule(NotFound),
  '@theme/Root': esModule(Root),
  '@theme/TabItem': esModule(TabItem),
  '@theme/Tabs': esModule(Tabs),
  '@theme/ThemedImage': esModule(ThemedImage),
  '@theme/TOCInline': esModule(TOCInline),
  '@docusaurus/BrowserOnly': esModule(BrowserOnly),
  '@docusaurus/ErrorBoundary': esModule(ErrorBoundary),
  '@docusaurus/ExecutionEnvironment': esModule({ ...ExecutionEnvironment }),
  '@docusaurus/Head': esModule(Head),
  '@docusaurus/Interpolate': esModule(Object.assign(Interpolate, { interpolate })),
  '@docusaurus/Link': esModule(Link),
  '@docusaurus/Translate': esModule(Object.assign(Translate, { translate })),
  '@docusaurus/isInternalUrl': esModule(isInternalUrl),
  '@docusaurus/router': router(),
  '@docusaurus/theme-common': esModule({ ...themeCommon }),
  '@docusaurus/theme-common/internal': esModule({ useDateTimeFormat }),
  '@docusaurus/theme-common/Details': esModule({ Details }),
  '@docusaurus/utils-common': esModule({ ...utilsCommon }),
  '@docusaurus/useBaseUrl': esModule(Object.assign(useBaseUrl, { useBaseUrlUtils })),
  '@docusaurus/useDocusaurusContext': esModule(useDocusaurusContext),
  '@docusaurus/useIsBrowser': esModule(useIsBrowser),
  // What `@docusaurus/plugin-content-docs/client` and `@docusaurus/useGlobalData`, written per bundle (src/render/site-imports.ts), are made with.
  [DOCS_CLIENT_FACTORY]: esModule({ docsClient, useLocaleCode }),
  // Docusaurus sites import its router's hooks from react-router-dom too.
  'react-router-dom': router(),
  'react-router': router(),
  // The MDX provider Docusaurus' content renders under: what a site's Root or component puts in it reaches its MDX.
  '@mdx-js/react': esModule({ MDXProvider, useMDXComponents }),
};
