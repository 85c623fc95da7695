// A one-off build renders a post's body once, for its page, and shows it again
// in list and tag pages rendered later: on a large blog, hundreds of bodies
// wait at once (at 30× the corpus, 720 bodies of about 300 KB). They wait
// deflated, at a few milliseconds each, a tenth of their size.
import { deflateRawSync, inflateRawSync, constants } from 'node:zlib';

/** Bodies smaller than this wait as they are: compressing them saves little. */
const SMALL = 8192;

interface Parked<T> {
  rest: Omit<T, 'html' | 'excerpt'>;
  deflated: Buffer;
  /**
   * Where the excerpt ends in the body (-1 when it is the whole body), or the excerpt deflated on its own when it
   * is not the start of the body: a body hydrated whole loses the start of its root element in its excerpt.
   */
  excerpt: number | Buffer;
}

const deflate = (text: string) => deflateRawSync(Buffer.from(text), { level: constants.Z_BEST_SPEED });

export class ParkedContents<T extends { html: string; excerpt: string }> {
  private readonly small = new Map<string, T>();
  private readonly parked = new Map<string, Parked<T>>();

  park(id: string, content: T): void {
    if (content.html.length < SMALL) {
      this.small.set(id, content);
      return;
    }
    const { html, excerpt, ...rest } = content;
    const end = excerpt === html ? -1 : html.startsWith(excerpt) ? excerpt.length : undefined;
    this.parked.set(id, { rest, deflated: deflate(html), excerpt: end ?? deflate(excerpt) });
  }

  /** The content parked under `id`, as it was; undefined when none is. */
  get(id: string): T | undefined {
    const small = this.small.get(id);
    if (small) return small;
    const parked = this.parked.get(id);
    if (!parked) return undefined;
    const html = inflateRawSync(parked.deflated).toString();
    const excerpt = typeof parked.excerpt !== 'number' ? inflateRawSync(parked.excerpt).toString() : parked.excerpt < 0 ? html : html.slice(0, parked.excerpt);
    return { ...parked.rest, html, excerpt } as T;
  }

  drop(id: string): void {
    this.small.delete(id);
    this.parked.delete(id);
  }
}
