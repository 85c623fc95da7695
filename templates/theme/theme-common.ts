import { type ComponentType, createElement, Fragment, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { ContentContext, useContent } from '../context.js';
import Head from './Head.js';

type ColorMode = 'light' | 'dark';

const applied = (): ColorMode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/**
 * `import { useColorMode } from '@docusaurus/theme-common'`: the colour mode
 * the page shows (the config's default at build time and while hydrating,
 * then the reader's), kept in step with the navbar's toggle.
 */
export function useColorMode() {
  const { site } = useContent();
  const [colorMode, setMode] = useState<ColorMode>(site.colorMode.defaultMode);
  useEffect(() => {
    setMode(applied());
    const observer = new MutationObserver(() => setMode(applied()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = useCallback((mode: ColorMode) => {
    document.documentElement.setAttribute('data-theme', mode);
    try {
      localStorage.setItem('theme', mode);
    } catch {
      // Storage refused: the choice lasts for this page.
    }
  }, []);
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/** `import { useThemeConfig } from '@docusaurus/theme-common'`: the theme's config as the page's data has it. */
export function useThemeConfig() {
  const { site } = useContent();
  return { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode, announcementBar: site.announcementBar };
}

/**
 * `import { PageMetadata } from '@docusaurus/theme-common'`: the page's title,
 * description, keywords and social image (an absolute URL, as useBaseUrl's
 * `absolute` makes it), as the page's `<Layout>` and `<Head>` give them; its
 * children are a `<Head>`'s.
 */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const content = useContext(ContentContext);
  const site = content?.site;
  const absolute =
    image && site && !/^[a-z][a-z0-9+.-]*:/i.test(image) ? `${site.url}${image.startsWith(site.baseUrl) ? image : `${site.baseUrl}${image.replace(/^\//, '')}`}` : image;
  content?.onLayout?.({
    ...(title && { title }),
    ...(description && { description }),
    ...(keywords && { keywords: Array.isArray(keywords) ? keywords : [keywords] }),
    ...(absolute && { image: absolute }),
  });
  return createElement(Head, null, children);
}

/**
 * `ReactContextError`: what a site's hook throws when its provider is missing
 * (theme-common's utils/reactUtils.tsx), naming the hook from the stack as
 * Docusaurus does.
 */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** `composeProviders`: one component that nests the providers, the first outermost. */
export function composeProviders(providers: ComponentType<{ children: ReactNode }>[]) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      Fragment,
      null,
      providers.reduceRight<ReactNode>((element, Provider) => createElement(Provider, null, element), children),
    );
}
