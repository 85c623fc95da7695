// gray-matter's reading of a file's front matter (and of YAML data files,
// read as a front matter block), remembered by a hash of the front matter
// block: in this process, and across builds in the site's cache folder. An
// edit's build then parses only the front matter that changed, and loads
// gray-matter (with js-yaml and the parser of its JavaScript type: 18 ms) only
// when some did: an edit of a page's body reads its front matter from here.
// Front matter whose values JSON cannot hold as they are (a YAML binary, an
// infinite number, a set) is parsed again each time.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileAtomically } from './replace-file.js';

/** What gray-matter gives for a text: its front matter's data, and the text after it. */
export interface Matter {
  data: Record<string, unknown>;
  content: string;
}

/** A front matter block's reading as kept: the data as JSON, dates marked. */
type Kept = string;

type GrayMatter = (text: string, options: object) => Matter;

const require = createRequire(import.meta.url);
let grayMatter: GrayMatter | undefined;

/** Readings loaded from the cache and made by earlier builds of this process. */
let known = new Map<string, Kept>();
/** Readings asked for since the memo was loaded: what the next build's file keeps. */
let used = new Map<string, Kept>();
/** Whether a reading was made since the memo was loaded (the file then needs writing). */
let made = false;

/** A Date in the JSON of the data: an object of this one key, with its time. */
const DATE_KEY = '__tongsiteDate';

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64');

/**
 * Where gray-matter (its default `---` delimiters) finds the front matter of `text`: the block is everything up to
 * the first `\n---` after the opening `---` (the data is made of it alone), the content starts after that and one
 * line break. Text that does not open with `---` (or opens with `----`) has none: its content is all of it.
 */
function frontMatterBlock(text: string): { end: number; contentStart: number } {
  if (!text.startsWith('---') || text.charAt(3) === '-') return { end: 0, contentStart: 0 };
  const close = text.indexOf('\n---', 3);
  if (close < 0) return { end: text.length, contentStart: text.length };
  let contentStart = close + 4;
  if (text[contentStart] === '\r') contentStart++;
  if (text[contentStart] === '\n') contentStart++;
  return { end: close + 4, contentStart };
}

/** gray-matter's reading of `text`; throws gray-matter's (js-yaml's) error on front matter that does not parse. */
export function readMatter(text: string): Matter {
  const block = frontMatterBlock(text);
  const key = hashOf(text.slice(0, block.end));
  const kept = used.get(key) ?? known.get(key);
  if (kept !== undefined) {
    used.set(key, kept);
    return { data: JSON.parse(kept, reviveDates) as Record<string, unknown>, content: text.slice(block.contentStart) };
  }
  grayMatter ??= require('gray-matter') as GrayMatter;
  // A fresh options object bypasses gray-matter's own cache, which would keep every text alive between watch rebuilds.
  const parsed = grayMatter(text, {});
  // Kept only when gray-matter cut the text where frontMatterBlock does, and JSON gives its data back.
  if (parsed.content === text.slice(block.contentStart) && jsonHolds(parsed.data)) {
    used.set(key, JSON.stringify(parsed.data, markDates));
    made = true;
  }
  return { data: parsed.data, content: parsed.content };
}

/** The memo's file in a site's cache folder. */
const memoFile = (cacheDir: string) => path.join(cacheDir, 'front-matter.txt');

/**
 * Starts a build's memo: the readings the last build of this process asked for, and those an earlier build kept
 * in `cacheDir` (none without one, or when it cannot be read). What the memo holds is so bounded by two builds'.
 */
export function loadMatterMemo(cacheDir: string | undefined): void {
  known = new Map(used);
  used = new Map();
  made = false;
  if (!cacheDir) return;
  let text: string;
  try {
    text = readFileSync(memoFile(cacheDir), 'utf8');
  } catch {
    return;
  }
  // One reading per line: the block's hash, then the data's JSON (which holds no raw tab or newline).
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0 && !known.has(line.slice(0, tab))) known.set(line.slice(0, tab), line.slice(tab + 1));
  }
}

/** Keeps the readings this build asked for in `cacheDir`, when it made one or left one out. */
export async function saveMatterMemo(cacheDir: string): Promise<void> {
  if (!made && used.size === known.size) return;
  await writeFileAtomically(memoFile(cacheDir), [...used].map(([key, json]) => `${key}\t${json}`).join('\n'));
  made = false;
}

/** Whether JSON, with dates marked, gives `value` back as it is. */
function jsonHolds(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (Array.isArray(value)) return value.every(jsonHolds);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, v]) => key !== DATE_KEY && key !== '__proto__' && jsonHolds(v));
}

/** JSON.stringify's replacer: a Date (seen before its toJSON, as `this[key]`) becomes an object of its time. */
function markDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Date ? { [DATE_KEY]: original.getTime() } : value;
}

/** JSON.parse's reviver: a marked date becomes a Date again. */
function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === DATE_KEY) return new Date((value as Record<string, number>)[DATE_KEY]!);
  }
  return value;
}
