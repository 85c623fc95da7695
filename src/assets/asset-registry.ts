import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileSignature } from '../files/file-signature.js';

/** The short content hash in an asset's URL. */
export const assetHash = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex').slice(0, 8);

/** Where a file of the site is published (relative to the build folder), named by its content hash: the same for every page and module that uses it. */
export function assetOutputPath(abs: string, hash: string): string {
  const ext = path.extname(abs);
  const name = path.basename(abs, ext).replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return `assets/images/${name}-${hash}${ext.toLowerCase()}`;
}

/**
 * Images that content references by relative path: each is given a URL with a
 * content hash (cacheable forever) and copied once, however many pages use it.
 */
export class AssetRegistry {
  private readonly urls = new Map<string, string | undefined>();
  private readonly outputs = new Map<string, string>();
  private readonly used = new Set<string>();
  private sink: [string, string | undefined][] | undefined;

  /** `hashes`, kept by a long-lived process, spares reading files whose size and time did not change. */
  constructor(
    private readonly siteDir: string,
    private readonly baseUrl: string,
    private readonly hashes: Map<string, { signature: string; hash: string }> = new Map(),
  ) {}

  /** Runs `render`, noting in `sink` each file it asked for and the URL it got. */
  recording<T>(sink: [string, string | undefined][], render: () => T): T {
    this.sink = sink;
    try {
      return render();
    } finally {
      this.sink = undefined;
    }
  }

  /** The hashed URL of a file given by its site path, or undefined if there is no such file. */
  urlOf(sitePath: string): string | undefined {
    const url = this.lookup(sitePath);
    this.sink?.push([sitePath, url]);
    return url;
  }

  /**
   * The files given a URL so far, by absolute path: the hashes a record for the
   * next build needs. Not the sources of `outputs`: files of one name and
   * content in several folders share an output, and only one is noted there.
   */
  usedFiles(): Set<string> {
    return this.used;
  }

  private contentHash(abs: string): string | undefined {
    const signature = fileSignature(abs);
    if (!signature) return undefined;
    this.used.add(abs);
    const known = this.hashes.get(abs);
    if (known?.signature === signature) return known.hash;
    const hash = assetHash(readFileSync(abs));
    this.hashes.set(abs, { signature, hash });
    return hash;
  }

  private lookup(sitePath: string): string | undefined {
    if (this.urls.has(sitePath)) return this.urls.get(sitePath);
    const abs = path.join(this.siteDir, sitePath);
    let url: string | undefined;
    const hash = this.contentHash(abs);
    if (hash) {
      const out = assetOutputPath(abs, hash);
      this.outputs.set(out, abs);
      url = `${this.baseUrl}${out}`;
    }
    this.urls.set(sitePath, url);
    return url;
  }

  /** The source file of a URL this registry gave out, or undefined. */
  sourceOf(url: string): string | undefined {
    return url.startsWith(this.baseUrl) ? this.outputs.get(url.slice(this.baseUrl.length)) : undefined;
  }

  /** The output path (relative to the build folder) and source file of a URL this registry gave out. */
  outputOf(url: string): [string, string] | undefined {
    const out = url.startsWith(this.baseUrl) ? url.slice(this.baseUrl.length) : undefined;
    const source = out === undefined ? undefined : this.outputs.get(out);
    return out !== undefined && source ? [out, source] : undefined;
  }
}
