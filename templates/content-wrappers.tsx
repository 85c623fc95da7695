// The site's Root and Layout/Provider around a page's content. Docusaurus
// renders one tree, so the providers a site puts in them reach every page's
// components; tongsite renders content apart from the frame (and hydrates it
// as a root of its own), so the content is wrapped in them too. Only a
// wrapper that renders nothing but its children can be: one with markup of
// its own (a banner, a widget) would show it twice, once in the frame and
// once in the content. Such a one is left out of the content, and the build
// says so (render-pages.ts).
import { type ComponentType, createElement, type ReactNode } from 'react';

type Wrapper = ComponentType<{ children?: ReactNode }>;

/** The site's content wrappers by name, outermost first (src/render/site-theme.ts, CONTENT_WRAPPERS). */
export type ContentWrappers = Record<string, Wrapper>;

/** The tree inside the wrappers named, outermost first. */
export function wrapContent(wrappers: ContentWrappers | undefined, names: string[], tree: ReactNode): ReactNode {
  return names.reduceRight((inner, name) => {
    const Wrapper = wrappers?.[name];
    return Wrapper ? createElement(Wrapper, null, inner) : inner;
  }, tree);
}
