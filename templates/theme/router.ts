import { createElement, useContext, useEffect, useState } from 'react';
import { ContentContext, SiteContext } from '../context.js';
import { FramePageContext } from '../frame.js';

/** What `useLocation()` gives: the page's path, query and hash. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

const here = (): Location => ({ pathname: decodeURI(window.location.pathname), search: window.location.search, hash: window.location.hash, state: window.history.state });

/**
 * `import { useLocation } from '@docusaurus/router'` (and from
 * `react-router-dom`, which Docusaurus sites import too): the page's URL, the
 * one the build rendered at first (so that hydration matches), then the
 * browser's as the reader moves.
 */
export function useLocation(): Location {
  // In a page's content, or in the frame around it (the site's Navbar, Footer or Root).
  const content = useContext(ContentContext);
  const framed = useContext(FramePageContext);
  const site = useContext(SiteContext);
  const pathname = content?.pageUrl ?? (framed ? decodeURI(framed.url) : (content?.site ?? site)?.baseUrl) ?? '/';
  const [location, setLocation] = useState<Location>({ pathname, search: '', hash: '', state: undefined });
  useEffect(() => {
    const update = () => setLocation(here());
    update();
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return location;
}

/** Goes to a page of the site as a click on a link to it would: the client's router takes it over. */
function follow(to: string): void {
  const link = document.createElement('a');
  link.href = to;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** `import { useHistory } from '@docusaurus/router'`: push and replace go through the site's navigation. */
export function useHistory() {
  const location = useLocation();
  return {
    location,
    push: (to: string) => follow(to),
    replace: (to: string) => window.location.replace(to),
    go: (n: number) => window.history.go(n),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    listen(listener: (location: Location) => void) {
      const call = () => listener(here());
      window.addEventListener('popstate', call);
      return () => window.removeEventListener('popstate', call);
    },
  };
}

/**
 * `<Redirect to="…">` of `@docusaurus/router`: the page sends the reader on.
 * Its HTML does so by itself (a refresh to the target), since a page
 * importing only the theme is not hydrated; hydrated, the browser is sent on
 * at once. No link is written: Docusaurus' build writes none, and checks none.
 */
export function Redirect({ to, push }: { to: string | { pathname?: string; search?: string; hash?: string }; push?: boolean }) {
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  useEffect(() => (push ? follow(href) : window.location.replace(href)), [href, push]);
  return createElement('meta', { httpEquiv: 'refresh', content: `0; url=${href}` });
}
