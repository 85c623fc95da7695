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
  /** Where the excerpt ends in the body; -1 when it is the whole body. */
  excerptEnd: number;
}

export class ParkedContents<T extends { html: string; excerpt: string }> {
  private readonly small = new Map<string, T>();
  private readonly parked = new Map<string, Parked<T>>();

  park(id: string, content: T): void {
    if (content.html.length < SMALL) {
      this.small.set(id, content);
      return;
    }
    const { html, excerpt, ...rest } = content;
    const deflated = deflateRawSync(Buffer.from(html), { level: constants.Z_BEST_SPEED });
    this.parked.set(id, { rest, deflated, excerptEnd: excerpt === html ? -1 : excerpt.length });
  }

  /** The content parked under `id`, as it was; undefined when none is. */
  get(id: string): T | undefined {
    const small = this.small.get(id);
    if (small) return small;
    const parked = this.parked.get(id);
    if (!parked) return undefined;
    const html = inflateRawSync(parked.deflated).toString();
    return { ...parked.rest, html, excerpt: parked.excerptEnd < 0 ? html : html.slice(0, parked.excerptEnd) } as T;
  }

  drop(id: string): void {
    this.small.delete(id);
    this.parked.delete(id);
  }
}
