import { useEffect } from 'react';
import { wantsHighlight } from './result-href.js';

/**
 * After each render that shows another URL (the first page, or one the router
 * brought): marks the searched terms when the URL asks for it (`?_highlight=`),
 * loading the highlighter only then.
 */
export function useHighlightOnArrival(): void {
  const href = typeof window === 'undefined' ? '' : window.location.href;
  useEffect(() => {
    if (!href || !wantsHighlight(href)) return;
    void import('./highlight.js').then((m) => m.highlightFromLocation(document));
  }, [href]);
}
