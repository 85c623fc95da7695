// What every route maker of one locale shares: the fields every page has, and
// how a page becomes a route (routes.ts makes them, blog-routes.ts uses them).
import type { ContentSlot, PageData, Route } from '../model.js';

/** The fields of PageBase every route maker fills in the same way. */
export type PageBaseFields = {
  url: string;
  locale: string;
  title: string;
  noindex: boolean;
  alternates: [];
  hasMath: boolean;
  description?: string;
  keywords?: string[];
  image?: string;
  original?: { locale: string; url: string };
};

export interface RouteKit {
  base: (url: string, title: string, extra?: Partial<PageBaseFields>) => PageBaseFields;
  route: (key: string, page: PageData, contents?: ContentSlot[], sitePath?: string) => Route;
  /** A page of another locale showing the default locale's file: its original's URL comes with the alternates. */
  untranslated: (showsOriginal: boolean) => { original?: { locale: string; url: string } };
  /** A URL of this locale: base URL, locale prefix, then the parts. */
  local: (...parts: string[]) => string;
  formatDate: (date: string) => string;
}
