// What each section of a page is indexed under: its text's and code's tokens,
// its heading's (also under HEADING), and on the first section its title's
// (under TITLE). The cut is the costly part of indexing (the segmenter on
// titles and headings), so it is done per page and cached by content
// (token-cache.ts): an edit re-cuts only the page edited.
import { HEADING, MIN_SEGMENT_WORD, TITLE, textTokens } from '../shared/search/index-tokens.js';
import { charsOf, textRuns } from '../shared/search/text-runs.js';
import type { SearchDocument } from '../model.js';
import { codeTerms } from './code-terms.js';
import { segmentRun } from './segmenter.js';

/** The title and other names, as one text: cut with the segmenter. */
const titleText = (doc: SearchDocument) => `${doc.title} ${doc.aliases.join(' ')}`;

/** Each section's tokens, distinct, joined by spaces. */
export function sectionTokens(doc: SearchDocument): string[] {
  const title = [...textTokens(titleText(doc), segmentRun)].map((t) => TITLE + t);
  return doc.sections.map((section, i) => {
    const heading = textTokens(section.heading, segmentRun);
    // The segmenter cuts titles and headings only: it takes seconds for a site's text, whose pairs find any phrase anyway.
    const tokens = textTokens(`${section.text} ${codeTerms(section.code)}`, undefined, new Set(heading));
    return [...tokens, ...[...heading].map((t) => HEADING + t), ...(i === 0 ? title : [])].join(' ');
  });
}

/** The CJK runs sectionTokens gives the segmenter to cut (cjkTokens cuts those of three characters or more), to ready it for them. */
export function segmentedRuns(doc: SearchDocument): string[] {
  const runs: string[] = [];
  for (const text of [titleText(doc), ...doc.sections.map((section) => section.heading)]) {
    for (const run of textRuns(text)) if (run.kind === 'cjk' && charsOf(run.text).length >= MIN_SEGMENT_WORD) runs.push(run.text);
  }
  return runs;
}

/** What a page shows, without its URL: equal for a page and its untranslated copy in another locale. */
export function contentOf(doc: SearchDocument): string {
  let content = contents.get(doc);
  if (content === undefined) contents.set(doc, (content = JSON.stringify([doc.title, doc.aliases, doc.sections])));
  return content;
}

/** Each document's content, made once: the index's key, its shared pages and the token cache all ask for it. */
const contents = new WeakMap<SearchDocument, string>();
