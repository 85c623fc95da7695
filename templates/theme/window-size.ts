import { useEffect, useState } from 'react';

/** Infima's breakpoint between the mobile and desktop layouts, which theme-classic's hook uses too. */
const DESKTOP_BREAKPOINT = 996;

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/**
 * `useWindowSize` of `@docusaurus/theme-common`: 'ssr' in the build's render and until the page has hydrated (so
 * that hydration matches the HTML), then 'desktop' or 'mobile' by the window's width, kept up to date on resize.
 */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT }: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}
