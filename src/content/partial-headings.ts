// A page's headings with those of the partials it renders at its top level put
// in where it renders them (their places: src/markdown/plugins/remark-partial-tocs.ts),
// and theirs with their own partials', as Docusaurus 3's table of contents
// takes an imported partial's `toc` in (docusaurus-mdx-loader/src/remark/toc).
import type { Compiled, TocItem } from '../model.js';

function merged(compiled: Compiled, all: Map<string, Compiled>, seen: Set<string>): TocItem[] {
  if (!compiled.partialTocs?.length) return compiled.headings;
  const headings: TocItem[] = [];
  let taken = 0;
  for (const { at, sitePath } of compiled.partialTocs) {
    headings.push(...compiled.headings.slice(taken, at));
    taken = Math.max(taken, at);
    const partial = all.get(sitePath);
    // A partial that imports itself, directly or not, is counted once.
    if (partial && !seen.has(sitePath)) headings.push(...merged(partial, all, new Set([...seen, sitePath])));
  }
  headings.push(...compiled.headings.slice(taken));
  return headings;
}

/** The compiled page with its partials' headings in its own, or the page as it is when it renders none. */
export function withPartialHeadings(compiled: Compiled, all: Map<string, Compiled>): Compiled {
  return compiled.partialTocs?.length ? { ...compiled, headings: merged(compiled, all, new Set([compiled.sitePath])) } : compiled;
}
