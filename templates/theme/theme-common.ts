import { useCallback, useEffect, useState } from 'react';
import { useContent } from '../context.js';

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
