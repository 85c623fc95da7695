import { type Matter, readMatter } from '../files/matter.js';
import type { Diagnostic, Entry, SourceFile } from '../model.js';
import { error, positionAt } from '../diagnostics/build-error.js';
import { yamlErrorLine } from './data-file.js';

type FieldType = 'string' | 'number' | 'boolean' | 'string[]' | 'authors' | 'heading-level' | 'string|null' | 'date' | 'object';

/** The front matter fields tongsite acts on, and the type each must have. Others are kept as is. */
const FIELDS: Record<string, FieldType> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  pagination_label: 'string',
  slug: 'string',
  description: 'string',
  unlisted: 'boolean',
  draft: 'boolean',
  hide_table_of_contents: 'boolean',
  hide_title: 'boolean',
  toc_min_heading_level: 'heading-level',
  toc_max_heading_level: 'heading-level',
  tags: 'string[]',
  keywords: 'string[]',
  authors: 'authors',
  date: 'date',
  sidebar_class_name: 'string',
  sidebar_custom_props: 'object',
  custom_edit_url: 'string|null',
  pagination_prev: 'string|null',
  pagination_next: 'string|null',
  parse_number_prefixes: 'boolean',
  image: 'string',
};

const fits: Record<FieldType, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  'string[]': (v) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string' || (typeof x === 'object' && x !== null))),
  // As the blog plugin's schema takes them: one author key, one inline author (name, url, image_url…), or a list of either.
  authors: (v) => typeof v === 'string' || isMapping(v) || (Array.isArray(v) && v.every((x) => typeof x === 'string' || isMapping(x))),
  'heading-level': (v) => Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6,
  'string|null': (v) => v === null || typeof v === 'string',
  date: (v) => v instanceof Date || (typeof v === 'string' && !Number.isNaN(Date.parse(v))),
  object: (v) => isMapping(v),
};

function isMapping(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

const describe: Record<FieldType, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  'string[]': 'a list of strings',
  authors: 'an author key, an author (`name`, `url`, `image_url`…) or a list of them',
  'heading-level': 'a whole number from 2 to 6',
  'string|null': 'a string or null',
  date: 'a date (YYYY-MM-DD)',
  object: 'a mapping of keys to values',
};

/** Where a front matter YAML error is, in the file: the YAML block starts on line 2. */
function yamlPlace(text: string, mark: { line: number; column: number }): { line: number; column: number } {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const line = yamlErrorLine(block, mark.line);
  return { line: line + 2, column: line === mark.line ? mark.column + 1 : 1 };
}

/** Splits a Markdown file into front matter and body; problems are returned, not thrown. */
export function parseEntry(source: SourceFile): { entry?: Entry; diagnostics: Diagnostic[] } {
  const text = source.text.replace(/^\uFEFF/, '');
  let parsed: Matter;
  try {
    parsed = readMatter(text);
  } catch (e) {
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    const reason = (e as { reason?: string }).reason ?? (e as Error).message;
    return {
      diagnostics: [
        error('front-matter-syntax', `front matter is not valid YAML: ${reason}`, {
          file: source.absPath,
          ...(mark && yamlPlace(text, mark)),
          hint: 'front matter sits between two `---` lines at the top of the file, one `key: value` per line',
        }),
      ],
    };
  }
  const bodyStart = text.length - parsed.content.length;
  const bodyLine = positionAt(text, bodyStart).line;
  const frontMatter = (parsed.data ?? {}) as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  for (const [key, type] of Object.entries(FIELDS)) {
    const value = frontMatter[key];
    if (value === undefined || value === null || fits[type](value)) continue;
    diagnostics.push(
      error('front-matter-field', `front matter field \`${key}\` must be ${describe[type]}, got ${JSON.stringify(value)}`, {
        file: source.absPath,
        ...fieldPosition(text.slice(0, bodyStart), key),
        hint: `write e.g. \`${key}: ${example(type)}\``,
      }),
    );
  }
  if (diagnostics.length) return { diagnostics };
  return { entry: { source: { ...source, text }, frontMatter, body: parsed.content, bodyLine }, diagnostics };
}

/** Where a front matter field is written (line 1 when it cannot be found). */
function fieldPosition(frontMatterText: string, key: string): { line: number; column: number } {
  const at = frontMatterText.search(new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'm'));
  return at >= 0 ? positionAt(frontMatterText, at) : { line: 1, column: 1 };
}

/** Where a front matter field of a parsed file is written, for problems found later. */
export function entryFieldPosition(entry: Entry, key: string): { line: number; column: number } {
  return fieldPosition(entry.source.text.slice(0, entry.source.text.length - entry.body.length), key);
}

function example(type: FieldType): string {
  switch (type) {
    case 'number':
      return '3';
    case 'boolean':
      return 'true';
    case 'string[]':
      return '[tls, sm2]';
    case 'authors':
      return '[ada]';
    case 'heading-level':
      return '3';
    case 'date':
      return '2024-01-31';
    default:
      return 'Some text';
  }
}

/** A front matter field read as the type the FIELDS table guarantees. */
export const fm = {
  string: (e: Entry, key: string) => (typeof e.frontMatter[key] === 'string' ? (e.frontMatter[key] as string) : undefined),
  number: (e: Entry, key: string) => (typeof e.frontMatter[key] === 'number' ? (e.frontMatter[key] as number) : undefined),
  boolean: (e: Entry, key: string) => e.frontMatter[key] === true,
  object: (e: Entry, key: string) => (fits.object(e.frontMatter[key]) ? (e.frontMatter[key] as Record<string, unknown>) : undefined),
  list: (e: Entry, key: string): unknown[] => {
    const v = e.frontMatter[key];
    return v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
  },
};
