import { useEffect, useState } from 'react';

const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'`: what the running side can do (nothing of the browser's at build time). */
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

/** `import useIsBrowser from '@docusaurus/useIsBrowser'`: false for the build's render and hydration, true once hydrated. */
export function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}

/** `import isInternalUrl from '@docusaurus/isInternalUrl'`: a URL with no scheme and no host is the site's. */
export function isInternalUrl(url: string | undefined): boolean {
  return typeof url !== 'undefined' && !/^(?:\w*:|\/\/)/.test(url);
}
