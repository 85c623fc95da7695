// Where rendered pages go as they come out of the renderer. A page is written
// at once when the writer keeps its files out of sight until the build is
// committed (tongsite build, check), and held until the link check passes when
// it writes into the served folder (serve --watch). Either way the build keeps
// only what the later stages need of each page: its links and ids for the
// check, its route and change for the summary, and the bodies of the posts its
// feeds show. Memory then follows the largest page, not the site.
import type { PageChange, RedirectPage, RenderedPage, Route, SourceFile } from '../model.js';
import { pageLinks, type LinkScanMemo, type PageLinks } from '../check/links.js';
import { feedPostUrls } from '../output/feeds.js';
import { writePage } from '../output/write-site.js';
import type { Writer } from '../output/writer.js';

export class PageStream {
  /** Each page's links and ids, for the link check. */
  readonly links: PageLinks[] = [];
  /** Each page's route and what changed in it since the last build. */
  readonly summaries: { route: Route; change: PageChange }[] = [];
  /** Pages to write once the build is checked (a writer that shows what it writes). */
  private readonly held: RenderedPage[] = [];
  private readonly redirects: RedirectPage[] = [];
  private readonly writes: Promise<void>[] = [];
  private readonly feedUrls: Map<string, string[]>;
  private readonly wantedFeedPages: Set<string>;
  private readonly feedPages = new Map<string, RenderedPage>();

  constructor(
    private readonly writer: Writer,
    routes: Route[],
    /** How many posts a feed holds (the blog's feed limit). */
    feedLimit: number | false,
    private readonly sources: Map<string, SourceFile>,
    /** Kept by a long-lived process: an unchanged page's links are not read again. */
    private readonly linkMemo: LinkScanMemo | undefined,
  ) {
    this.feedUrls = feedPostUrls(routes, feedLimit);
    this.wantedFeedPages = new Set([...this.feedUrls.values()].flat());
  }

  /** Takes a page from the renderer. */
  readonly take = (page: RenderedPage): void => {
    const file = page.route.sitePath ? this.sources.get(page.route.sitePath)?.absPath : undefined;
    this.links.push(pageLinks({ url: page.route.url, html: page.html, found: page.found, ...(file && { file }) }, this.linkMemo));
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

  /** Writes the pages held back, and waits for every page written. */
  async written(): Promise<void> {
    for (const page of this.held.splice(0)) this.writes.push(...writePage(this.writer, page));
    for (const page of this.redirects.splice(0)) this.writes.push(this.writer.write(page.outFile, page.html));
    await Promise.all(this.writes);
  }

  /** Each locale's feed posts, rendered, newest first. */
  feeds(): Map<string, RenderedPage[]> {
    return new Map([...this.feedUrls].map(([locale, urls]) => [locale, urls.flatMap((url) => this.feedPages.get(url) ?? [])]));
  }
}
