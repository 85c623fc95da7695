import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiled, CompileInput, CompileOutput } from '../model.js';

/** The folder of compiled pages in a site's cache folder. */
export const compiledDirOf = (cacheDir: string) => path.join(cacheDir, 'compiled');

/** Whether compiled code imports @docusaurus/BrowserOnly (an island bundle is made for its page). */
const IMPORTS_BROWSER_ONLY = /^import\b[^;]*?\bfrom\s*(['"])@docusaurus\/BrowserOnly\1/m;

/**
 * Compiled pages on disk, keyed by a hash of the tool's own code and the file's
 * path and text: an unchanged file is never compiled (nor highlighted) twice.
 * A page's data (`<key>.json`) and its code (`<key>.js`) are kept apart: a
 * build reads every page's data, and the code only of pages whose bundle must
 * be made again. Without a folder, or until its file is written, code is kept
 * in memory.
 */
export class CompileCache {
  private readonly memory = new Map<string, Compiled>();
  private readonly codes = new Map<string, string>();
  /** The last key of each file with its text: a long-lived process hashes only what changed. */
  private readonly keys = new Map<string, { text: string; plugins: CompileInput['plugins']; mermaid: CompileInput['mermaid']; links: string; key: string }>();
  private absent: boolean | undefined;

  constructor(
    private readonly dir: string | undefined,
    private readonly toolHash: string,
    /** Pages kept on disk beyond twice the site's: the files of other branches and recent edits. */
    private readonly spare = 200,
  ) {}

  /** Whether what it holds outlives this process (a folder; not under --no-cache). */
  get kept(): boolean {
    return this.dir !== undefined;
  }

  key(input: CompileInput): string {
    const known = this.keys.get(input.sitePath);
    const links = input.markdownLinks?.length ? JSON.stringify(input.markdownLinks) : '';
    if (known?.text === input.text && known.plugins === input.plugins && known.mermaid === input.mermaid && known.links === links) return known.key;
    const key = createHash('sha1')
      .update(this.toolHash)
      .update('\0')
      .update(input.sitePath)
      .update('\0')
      .update(input.text)
      // The site's plugins and their options make another page of the same text.
      .update(input.plugins ? `\0${JSON.stringify(input.plugins)}` : '')
      // With markdown.mermaid, a ```mermaid block compiles to a diagram instead of code.
      .update(input.mermaid ? '\0mermaid' : '')
      // The URLs its links lead to, when the site's plugins see them.
      .update(links ? `\0${links}` : '')
      .digest('hex');
    this.keys.set(input.sitePath, { text: input.text, plugins: input.plugins, mermaid: input.mermaid, links, key });
    return key;
  }

  async get(key: string): Promise<Compiled | undefined> {
    const hit = this.memory.get(key);
    if (hit || !this.dir) return hit;
    // No folder yet (a first build): nothing to look up, file by file. Whatever
    // this process writes into it later, it also holds in memory.
    if ((this.absent ??= !existsSync(this.dir))) return undefined;
    try {
      // Read at once: a build reads every page's data, and a promise's four trips through the thread pool per
      // file (open, stat, read, close) cost an edit's build of our site some 40 ms of this thread's CPU.
      const compiled = JSON.parse(readFileSync(path.join(this.dir, `${key}.json`), 'utf8')) as Compiled;
      // The data is written after the code: data without its code file is a half-written entry.
      if (compiled.codeKey !== key || !existsSync(path.join(this.dir, `${key}.js`))) return undefined;
      this.memory.set(key, compiled);
      return compiled;
    } catch {
      return undefined;
    }
  }

  /** Keeps a result, and gives the page's data; its files are written in the background (a build does not wait on a cache). */
  set(key: string, output: CompileOutput): Compiled {
    const { code, ...data } = output;
    const compiled: Compiled = { ...data, codeKey: key, importsBrowserOnly: IMPORTS_BROWSER_ONLY.test(code) };
    this.memory.set(key, compiled);
    this.codes.set(key, code);
    if (!this.dir) return compiled;
    const dir = this.dir;
    // A half-written file reads as a miss (get catches the parse error); a failed write only costs a compile later.
    void mkdir(dir, { recursive: true })
      .then(() => writeFile(path.join(dir, `${key}.js`), code))
      .then(() => writeFile(path.join(dir, `${key}.json`), JSON.stringify(compiled)))
      .then(() => this.codes.delete(key))
      .catch(() => undefined);
    return compiled;
  }

  /** The code of a page this cache gave or took. */
  async code(compiled: Compiled): Promise<string> {
    const kept = this.codes.get(compiled.codeKey);
    if (kept !== undefined) return kept;
    if (!this.dir) throw new Error(`no code for ${compiled.sitePath}: the compile cache has no folder and did not compile it`);
    return readFile(path.join(this.dir, `${compiled.codeKey}.js`), 'utf8');
  }

  /**
   * Keeps only what the last build used in memory (a long `serve --watch`
   * session would otherwise hold every version of every edited page), and
   * bounds the folder to twice the site's pages plus `spare`: the oldest files
   * the build did not use go first. Another build reading a removed file only
   * compiles it again. Pruned once a quarter of `spare` over the bound, not
   * by one file after each edit: reading the age of every unused file took a
   * sixth of an edit's build.
   */
  async prune(used: Set<string>): Promise<void> {
    for (const key of this.memory.keys()) if (!used.has(key)) this.memory.delete(key);
    for (const key of this.codes.keys()) if (!used.has(key)) this.codes.delete(key);
    if (!this.dir || !existsSync(this.dir)) return;
    const limit = used.size * 2 + this.spare;
    const names = readdirSync(this.dir).filter((name) => name.endsWith('.json'));
    if (names.length <= limit + this.spare / 4) return;
    const unused = names.filter((name) => !used.has(name.slice(0, -'.json'.length)));
    const aged = await Promise.all(unused.map(async (name) => ({ name, mtime: (await stat(path.join(this.dir!, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
    aged.sort((a, b) => a.mtime - b.mtime);
    const excess = names.length - limit;
    await Promise.all(aged.slice(0, excess).flatMap(({ name }) => [name, name.replace(/\.json$/, '.js')].map((file) => unlink(path.join(this.dir!, file)).catch(() => undefined))));
  }
}
