import { createContext, type ComponentType } from 'react';
import type { PageData, PageKind } from '../src/model.js';

/** The component that renders each kind of page. */
export type PageComponents = { [K in PageKind]: ComponentType<{ page: Extract<PageData, { kind: K }> }> };

/**
 * Which page components are at hand. The server has them all; the browser loads
 * each kind's code on demand (src/client/page-modules.ts), so a docs page does
 * not download the blog's code.
 */
export const PageComponentsContext = createContext<Partial<PageComponents>>({});
