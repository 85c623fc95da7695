import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Images that content references by relative path: each is given a URL with a
 * content hash (cacheable forever) and copied once, however many pages use it.
 */
export class AssetRegistry {
  private readonly urls = new Map<string, string | undefined>();
  private readonly outputs = new Map<string, string>();

  constructor(
    private readonly siteDir: string,
    private readonly baseUrl: string,
  ) {}

  /** The hashed URL of a file given by its site path, or undefined if there is no such file. */
  urlOf(sitePath: string): string | undefined {
    if (this.urls.has(sitePath)) return this.urls.get(sitePath);
    const abs = path.join(this.siteDir, sitePath);
    let url: string | undefined;
    if (existsSync(abs)) {
      const hash = createHash('sha1').update(readFileSync(abs)).digest('hex').slice(0, 8);
      const ext = path.extname(abs);
      const name = path.basename(abs, ext).replace(/[^\p{L}\p{N}_-]+/gu, '-');
      const out = `assets/images/${name}-${hash}${ext.toLowerCase()}`;
      this.outputs.set(out, abs);
      url = `${this.baseUrl}${out}`;
    }
    this.urls.set(sitePath, url);
    return url;
  }

  /** Every registered file: output path (relative to the build folder) → source file. */
  files(): Map<string, string> {
    return this.outputs;
  }
}
