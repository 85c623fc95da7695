// Where rendered pages go as they come out of the renderer. A page is written
// at once when the writer keeps its files out of sight until the build is
// committed (tongsite build, check), and held until the link check passes when
// it writes into the served folder (serve --watch). Either way the build keeps
// only what the later stages need of each page: its links and ids for the
// check, its route and change for the summary, and the bodies of the posts its
// feeds show. Memory then follows the largest page, not the site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageChange, PageData, RedirectPage, RenderedPage, Route, SourceFile } from '../model.js';
import { pageLinks, type LinkScanMemo, type PageLinks } from '../check/links.js';
import { feedPostUrls } from '../output/feeds.js';
import { writePage } from '../output/write-site.js';
import type { Writer } from '../output/writer.js';
import { PAGE_DATA_FILE } from '../shared/page-data.js';
import { BuildError, error } from '../diagnostics/build-error.js';
import { keptLinks, linkTargetsGone, pageLinksOf, type KeptLinks, type KeptPage, type KeptRecord } from './kept-pages.js';

export class PageStream {
  /** Each page's links and ids, for the link check; a page kept from the last build as its record has it (linksToCheck). */
  private readonly links: (PageLinks | { url: string; kept: KeptPage })[] = [];
  /** Each page's route and what changed in it since the last build. */
  readonly summaries: { route: Route; change: PageChange }[] = [];
  /** Pages to write once the build is checked (a writer that shows what it writes). */
  private readonly held: RenderedPage[] = [];
  private readonly redirects: RedirectPage[] = [];
  private readonly writes: Promise<void>[] = [];
  private readonly feedUrls: Map<string, string[]>;
  private readonly wantedFeedPages: Set<string>;
  private readonly feedPages = new Map<string, RenderedPage>();
  /** Each page as the record of this build keeps it (kept-pages.ts), when the build keeps one. */
  readonly record = new Map<string, KeptPage>();
  /** The links of the pages rendered, by their key in the links record. */
  readonly addedLinks = new Map<string, KeptLinks>();

  constructor(
    private readonly writer: Writer,
    routes: Route[],
    /** How many posts a blog's feeds hold (its feed limit), by the blog's id. */
    feedLimit: (blogId: string) => number | false,
    private readonly sources: Map<string, SourceFile>,
    /** Kept by a long-lived process: an unchanged page's links are not read again. */
    private readonly linkMemo: LinkScanMemo | undefined,
    /** The last build's folder and record (none on a first build), when this build may keep its pages (tongsite build). */
    private readonly last?: { outDir: string; record?: KeptRecord | undefined },
  ) {
    this.feedUrls = feedPostUrls(routes, feedLimit);
    this.wantedFeedPages = new Set([...this.feedUrls.values()].flat());
  }

  /** Takes a page from the renderer. */
  readonly take = (page: RenderedPage): void => {
    const file = page.route.sitePath ? this.sources.get(page.route.sitePath)?.absPath : undefined;
    // The body the page shows whole: the link check tells its plain hrefs from the ones its links resolved (found).
    const body = 'contentHtml' in page.page && page.page.contentHtml ? page.page.contentHtml : undefined;
    const links = pageLinks({ url: page.route.url, html: page.html, found: page.found, ...(file && { file }), ...(body && { body }) }, this.linkMemo);
    this.links.push(links);
    if (this.last) {
      const kept = keptLinks(links);
      this.addedLinks.set(kept.key, kept.links);
      this.record.set(page.route.url, { ...page.inputs, links: kept.page });
    }
    this.summaries.push({ route: page.route, change: page.change });
    if (this.wantedFeedPages.has(page.route.url)) this.feedPages.set(page.route.url, page);
    if (this.writer.hidesUntilCommit) this.writes.push(...writePage(this.writer, page));
    else this.held.push(page);
  };

  /** Takes a redirect page: its link is checked as a page's, and it is written with the pages (it is no route). */
  readonly takeRedirect = (page: RedirectPage, configFile: string): void => {
    this.links.push(pageLinks({ url: page.from, html: page.html, found: [], file: configFile }));
    this.redirects.push(page);
  };

  /** Takes the last build's page of `route` as it is, its links from the record; false when its files are not there. */
  readonly keep = (route: Route): boolean => {
    const record = this.last?.record;
    const kept = record?.entries.get(route.url);
    // A page whose links the links record lost is rendered again: the check could not read them.
    if (!kept || !record!.links.keys.has(kept.links.key) || !this.writer.keepPrevious(route.outFile)) return false;
    const dataFile = route.kind === 'notFound' ? undefined : route.outFile.replace(/index\.html$/, PAGE_DATA_FILE);
    if (dataFile && !this.writer.keepPrevious(dataFile)) return false;
    this.links.push({ url: route.url, kept });
    this.record.set(route.url, kept);
    this.summaries.push({ route, change: 'none' });
    if (dataFile && this.wantedFeedPages.has(route.url)) {
      // A feed shows the post's body: read back from the data the last build wrote of it.
      const data = readFileSync(path.join(this.last!.outDir, dataFile), 'utf8');
      // (Feeds read no links: `found` is the link check's.)
      this.feedPages.set(route.url, { route, page: JSON.parse(data) as PageData, html: '', data, found: [], change: 'none', inputs: kept });
    }
    return true;
  };

  /**
   * Every page's links and ids for the link check, `targets` being the URLs of
   * the build's files and redirect pages. A kept page whose links were all fine
   * at the last check gives none while nothing they may lead to is gone
   * (kept-pages.ts); the others, theirs from the links record.
   */
  linksToCheck(targets: string[]): PageLinks[] {
    const record = this.last?.record;
    const again = record !== undefined && linkTargetsGone(record, this.record, targets);
    return this.links.map((links) => {
      if (!('kept' in links)) return links;
      const { url, kept } = links;
      if (!again && kept.links.fine) return pageLinksOf(url, kept, undefined);
      const recorded = record!.links.get(kept.links.key);
      if (!recorded) throw new BuildError([error('cache-unreadable', `the links of ${url} recorded by the last build cannot be read`, { hint: 'build again with --no-cache' })]);
      return pageLinksOf(url, kept, recorded);
    });
  }

  /** Notes in the record which pages the link check found a link of that was not fine (`notFine`, by URL). */
  checked(notFine: Set<string>): void {
    for (const [url, page] of this.record) {
      const fine = !notFine.has(url);
      if (page.links.fine !== fine) this.record.set(url, { ...page, links: { ...page.links, fine } });
    }
  }

  /** Writes the pages held back, and waits for every page written. */
  async written(): Promise<void> {
    for (const page of this.held.splice(0)) this.writes.push(...writePage(this.writer, page));
    for (const page of this.redirects.splice(0)) this.writes.push(this.writer.write(page.outFile, page.html));
    await Promise.all(this.writes);
  }

  /** Each locale's feed posts of each blog (by feedKey), rendered, newest first. */
  feeds(): Map<string, RenderedPage[]> {
    return new Map([...this.feedUrls].map(([locale, urls]) => [locale, urls.flatMap((url) => this.feedPages.get(url) ?? [])]));
  }
}
