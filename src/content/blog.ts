import { statSync } from 'node:fs';
import type { Author, BlogInstance, Compiled, Diagnostic, Entry, FileHistory, LocaleInfo, PostRecord, ResolvedConfig, SourceFile, TagRef } from '../model.js';
import { error, positionAt, warning } from '../diagnostics/build-error.js';
import { parseDataFile, unparsable } from './data-file.js';
import { entryFieldPosition, fm } from './front-matter.js';
import { hrefOf, joinUrl, kebabCase } from './urls.js';

/**
 * Docusaurus' blog file name pattern: folders, a date, then the text
 * (packages/docusaurus-plugin-content-blog/src/blogUtils.ts, DATE_FILENAME_REGEX).
 */
const DATED = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/**
 * A post's slug when its front matter gives none (blogUtils.ts, parseBlogFileName): the date as
 * written (`2021-3-4` → `/2021/3/4/`), then the folders before the date and the text after it; an
 * undated file's path. A front matter `slug` replaces it whole, relative or absolute, with no date.
 */
function fileNameSlug(key: string, match: RegExpExecArray | null): string {
  if (!match) return `/${key.replace(/(?:\/index)?\.mdx?$/, '')}`;
  const { folder, date, text } = match.groups!;
  return `/${date!.replace(/-/g, '/')}/${folder!}${text!}`;
}

const WORDS_PER_MINUTE = 200;

/** A post's reading time, as its page shows it. */
export const readingMinutesOf = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** Reads authors.yml (or .json): key → author; undefined when the file cannot be read (then no author is called unknown). */
export function parseAuthors(file: SourceFile | undefined, diagnostics: Diagnostic[]): Map<string, Author> | undefined {
  const authors = new Map<string, Author>();
  if (!file) return authors;
  const parsed = parseDataFile(file);
  if (!parsed.ok) {
    diagnostics.push(unparsable('authors-syntax', 'authors', file, parsed, 'authors.yml maps each key to its fields: `alice:` then `  name: Alice` on the next line'));
    return undefined;
  }
  const raw = parsed.data as Record<string, Record<string, unknown>> | null;
  for (const [key, value] of Object.entries(raw ?? {})) {
    const str = (k: string) => (typeof value?.[k] === 'string' ? (value[k] as string) : undefined);
    authors.set(key, {
      key,
      name: str('name') ?? key,
      ...(str('title') && { title: str('title') }),
      ...(str('url') && { url: str('url') }),
      ...((str('image_url') ?? str('imageURL')) && { imageUrl: str('image_url') ?? str('imageURL') }),
      ...authorPage(key, value?.page),
    });
  }
  socialsWarning(file, raw, diagnostics);
  return authors;
}

/** Authors' `socials` (Docusaurus 3.5+: icons linking their profiles beside their names) are not shown: one warning for the file. */
function socialsWarning(file: SourceFile, raw: Record<string, Record<string, unknown>> | null, diagnostics: Diagnostic[]): void {
  const keys = Object.entries(raw ?? {}).flatMap(([key, value]) => (value && typeof value === 'object' && 'socials' in value ? [key] : []));
  if (!keys.length) return;
  const first = /^([ \t]+)socials[ \t]*:/m.exec(file.text);
  diagnostics.push(
    warning(
      'authors-socials',
      `the socials of ${keys.length} author${keys.length > 1 ? 's' : ''} (${keys.join(', ')}) are not shown: tongsite's posts show an author's name, title and link, not icons of their profiles`,
      {
        file: file.absPath,
        ...(first && positionAt(file.text, first.index + first[1]!.length)),
        hint: "give the author a `url` (their name links there), or leave `socials` for Docusaurus' own build",
      },
    ),
  );
}

/** authors.yml's `page` (packages/docusaurus-plugin-content-blog/src/authorsMap.ts, getAuthorPage): true, or `{permalink}`. */
function authorPage(key: string, page: unknown): { pageSlug?: string } {
  if (page === true) return { pageSlug: kebabCase(key) };
  const permalink = page && typeof page === 'object' ? (page as { permalink?: unknown }).permalink : undefined;
  return typeof permalink === 'string' ? { pageSlug: permalink } : {};
}

const pad = (n: string) => n.padStart(2, '0');

/** Whether a post (of the default locale, not a draft) has no date in its front matter or file name. */
export function hasUndatedPosts(posts: Map<string, SourceFile>, entries: Map<string, Entry>): boolean {
  return [...posts].some(([key, file]) => {
    const entry = entries.get(file.sitePath);
    return entry !== undefined && entry.frontMatter.date === undefined && !DATED.test(key);
  });
}

/**
 * The date of a post with none in its front matter or file name, as Docusaurus'
 * blogUtils.ts gives it: its file's first commit, else (no git history: the
 * build said why, git-history.ts) the file's creation time.
 */
function undatedPostDate(file: SourceFile, history: FileHistory | undefined): string | undefined {
  const created = history?.files.get(file.absPath)?.createdAt;
  if (created !== undefined) return new Date(created).toISOString();
  const stat = statSync(file.absPath, { throwIfNoEntry: false });
  return stat && (stat.birthtimeMs > 0 ? stat.birthtime : stat.mtime).toISOString();
}

/**
 * The posts of one locale, newest first, each read from its translation when
 * one exists. Problems (unknown author, no date) are pushed to `diagnostics`.
 */
/** A blog's base URL in a locale, below which its posts and tags are. */
export const blogBaseUrl = (config: ResolvedConfig, locale: LocaleInfo, blog: BlogInstance) => joinUrl(config.baseUrl, locale.urlPrefix, blog.routeBasePath);

/** A post's URL below its blog's base in a locale: its front matter `slug`, else one made from its file name. */
export function postUrl(blogBase: string, entry: Entry, key: string): string {
  return hrefOf(joinUrl(blogBase, fm.string(entry, 'slug') ?? fileNameSlug(key, DATED.exec(key))));
}

export function buildPosts(params: {
  config: ResolvedConfig;
  /** The blog instance the posts are of. */
  blog: BlogInstance;
  locale: LocaleInfo;
  posts: Map<string, SourceFile>;
  translations: Map<string, SourceFile> | undefined;
  entries: Map<string, Entry>;
  compiled: Map<string, Compiled>;
  /** undefined: the authors file could not be read (already reported). */
  authors: Map<string, Author> | undefined;
  /** Git's history, which dates a post whose front matter and file name carry no date. */
  history?: FileHistory | undefined;
  diagnostics: Diagnostic[];
}): PostRecord[] {
  const { config, locale } = params;
  const base = blogBaseUrl(config, locale, params.blog);
  const records: PostRecord[] = [];
  for (const [key, defaultFile] of params.posts) {
    const file = params.translations?.get(key) ?? defaultFile;
    const entry = params.entries.get(file.sitePath);
    const compiled = params.compiled.get(file.sitePath);
    if (!entry || !compiled || fm.boolean(entry, 'draft')) continue;
    const match = DATED.exec(key);
    const fmDate = entry.frontMatter.date;
    const dateValue = fmDate instanceof Date ? fmDate.toISOString() : typeof fmDate === 'string' ? fmDate : (match?.groups?.date ?? undatedPostDate(defaultFile, params.history));
    if (!dateValue) {
      if (locale.isDefault) {
        params.diagnostics.push(
          error('post-date', 'blog post has no date, and its file can be read neither from git nor from disk', {
            file: file.absPath,
            line: 1,
            column: 1,
            hint: 'name the file or folder YYYY-MM-DD-slug, or add `date: 2024-01-31` to its front matter',
          }),
        );
      }
      continue;
    }
    const [y, m, d] = dateValue.slice(0, 10).split(/[-/]/);
    const date = `${y}-${pad(m!)}-${pad(d!)}`;
    if (!isCalendarDate(date)) {
      if (locale.isDefault) {
        const fromFrontMatter = fmDate !== undefined;
        params.diagnostics.push(
          error('post-date', `the date ${date} ${fromFrontMatter ? 'in the front matter' : 'in the file name'} is not a day of the calendar`, {
            file: file.absPath,
            ...(fromFrontMatter ? entryFieldPosition(entry, 'date') : { line: 1, column: 1 }),
            hint: fromFrontMatter ? 'write an existing date as YYYY-MM-DD' : 'rename the file or folder to an existing date, YYYY-MM-DD-slug (months 01-12, days as the month has)',
          }),
        );
      }
      continue;
    }
    const text = match ? match.groups!.text! : key.replace(/(?:\/index)?\.mdx?$/, '');
    const url = postUrl(base, entry, key);
    const authors: Author[] = [];
    for (const ref of fm.list(entry, 'authors')) {
      if (typeof ref === 'string') {
        const author = params.authors?.get(ref);
        if (author) authors.push(author);
        else if (!params.authors) continue;
        else if (locale.isDefault || file !== defaultFile) {
          params.diagnostics.push(
            error('post-author', `unknown author \`${ref}\``, {
              file: file.absPath,
              ...entryFieldPosition(entry, 'authors'),
              hint: `add \`${ref}\` to the blog's authors.yml, or use one of: ${[...params.authors!.keys()].join(', ')}`,
            }),
          );
        }
      } else if (ref && typeof ref === 'object') {
        const o = ref as Record<string, string>;
        authors.push({ key: o.name ?? '', name: o.name ?? '', ...(o.title && { title: o.title }), ...(o.url && { url: o.url }), ...(o.image_url && { imageUrl: o.image_url }) });
      }
    }
    const tags: TagRef[] = fm.list(entry, 'tags').map((tag) => {
      const label = typeof tag === 'string' ? tag : String((tag as { label?: string }).label ?? '');
      const permalink = typeof tag === 'object' && tag && (tag as { permalink?: string }).permalink;
      return { label, url: hrefOf(joinUrl(base, 'tags', permalink || kebabCase(label))) };
    });
    const description = fm.string(entry, 'description');
    records.push({
      key,
      blogId: params.blog.id,
      entry,
      compiled,
      defaultSitePath: defaultFile.sitePath,
      date,
      url,
      title: fm.string(entry, 'title') ?? compiled.contentTitle ?? text,
      ...(description !== undefined && { description }),
      authors,
      tags,
      readingMinutes: readingMinutesOf(compiled.words),
      truncated: compiled.truncated,
      unlisted: fm.boolean(entry, 'unlisted'),
    });
  }
  return records.sort((a, b) => (a.date === b.date ? a.key.localeCompare(b.key) : a.date < b.date ? 1 : -1));
}

/** Whether YYYY-MM-DD names a day that exists (not 2024-13-45, not 2023-02-30). */
function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** Formats post dates in the locale's long form (2022年10月11日, October 11, 2022); make one per locale and reuse it. */
export function dateFormatter(locale: LocaleInfo): (date: string) => string {
  const key = `${locale.htmlLang}\0${locale.calendar}`;
  let format = formats.get(key);
  if (!format)
    formats.set(key, (format = new Intl.DateTimeFormat(locale.htmlLang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar: locale.calendar })));
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}

/** Made once per locale and process: making one takes tens of milliseconds (ICU data). */
const formats = new Map<string, Intl.DateTimeFormat>();
