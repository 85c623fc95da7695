// `@docusaurus/theme-common` as site code imports it: the names tongsite has
// of Docusaurus' module, gathered from the files that make them. One module of
// its own, so that a page's bundle that imports it takes these files alone
// (src/render/shared-module-code.ts), not every shared module.
import { ErrorBoundaryErrorMessageFallback } from './error-boundary.js';
import { usePrismTheme } from './prism-theme.js';
import { createStorageSlot } from './storage-slot.js';
import { composeProviders, PageMetadata, ReactContextError, useColorMode, useThemeConfig } from './theme-common.js';
import { HtmlClassNameProvider, ThemeClassNames, usePluralForm } from './theme-common-blog.js';
import { useWindowSize } from './window-size.js';

export default {
  PageMetadata,
  ReactContextError,
  composeProviders,
  createStorageSlot,
  useColorMode,
  useThemeConfig,
  usePrismTheme,
  ErrorBoundaryErrorMessageFallback,
  HtmlClassNameProvider,
  ThemeClassNames,
  usePluralForm,
  useWindowSize,
};
