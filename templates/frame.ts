import { type ComponentType, createContext, createElement, useContext } from 'react';
import type { FrameComponents, PageData } from '../src/model.js';

/**
 * The site's swizzled components (src/theme/Root, Navbar, Footer, and the
 * blog's Blog…), by name, where it has some: the server's and the client's
 * render take them from here.
 */
export const FrameContext = createContext<FrameComponents>({});

/**
 * With autoCollapseCategories, the category of a docs sidebar's list the reader opened last (its index): the others
 * of that list close (theme-common's DocSidebarItemsExpandedStateProvider, one per list). Here, with the frame's
 * contexts, so that a site's swizzled DocSidebarItem, whose bundle has its own copy of tongsite's item, reads the
 * lists' context (src/render/island-bundles.ts hands bundles the entry's copy of this module).
 */
export const OpenedInList = createContext<{ opened: number | undefined; open: (index: number) => void } | undefined>(undefined);

/** The page the frame is drawn around: `@theme/Navbar`, rendered by a site's Navbar that wraps it, takes it from here. */
export const FramePageContext = createContext<PageData | null>(null);

/**
 * The theme's component `name` as the page renders it: the site's override of
 * that name when it has one (src/theme/<name>), else tongsite's own, which is
 * what the override gets as `@theme-original/<name>`.
 */
export function themed<P extends object>(name: string, Own: ComponentType<P>): ComponentType<P> & { original: ComponentType<P> } {
  function Themed(props: P) {
    const Site = useContext(FrameContext)[name] as ComponentType<P> | undefined;
    return createElement(Site ?? Own, props);
  }
  return Object.assign(Themed, { displayName: name, original: Own });
}
