// A page's inputs as one hash, which a later `tongsite build` compares to keep
// the page rather than render it again (pipeline/kept-pages.ts). The hash
// covers what renderPages gives the templates: the templates and the locale's
// chrome, each body's module, scripts and locale context, and the page's own
// data. The cards of a doc's DocCardList (other docs' titles and descriptions)
// count only for a page whose body read them: the description of a doc edited
// elsewhere leaves every other page as it was.
import { createHash } from 'node:crypto';
import type { DocCard, PageData } from '../model.js';

/** The hash of a page's inputs but its cards: `slots` holds each body's place on the page and its key. */
export function pageKey(chrome: string, slots: [unknown, string][], page: PageData): string {
  return createHash('sha1')
    .update(JSON.stringify([chrome, slots]))
    .update(JSON.stringify(page))
    .digest('hex');
}

/** The hash of a page whose body read its doc's cards. */
export function withCards(key: string, cards: DocCard[]): string {
  return createHash('sha1').update(key).update(JSON.stringify(cards)).digest('hex');
}
