// Front matter tags and the tags file, by Docusaurus' rules: a tag the file
// (`tags.yml`) defines takes its label, permalink and description from there;
// any other is an inline tag, its label as written and its permalink the
// label in kebab case; every permalink is below the tags path of the version
// (packages/docusaurus-utils/src/tags.ts, normalizeTag and reportInlineTags;
// packages/docusaurus-utils-validation/src/tagsFile.ts, normalizeTagsFile).
import { error, warning } from '../diagnostics/build-error.js';
import type { Diagnostic, Entry, SourceFile, TagRef } from '../model.js';
import { parseDataFile, unparsable } from './data-file.js';
import { entryFieldPosition, fm } from './front-matter.js';
import { hrefOf, joinUrl, kebabCase } from './urls.js';

export interface TagDefinition {
  label: string;
  permalink: string;
  description?: string;
}

/** A tags file's tags by key; an empty file defines none (and still makes every front matter tag inline). */
export type TagsFile = Map<string, TagDefinition>;

/** lodash's capitalize: the first character upper case, the rest lower case. */
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

const TAGS_HINT = 'a tags file maps each key to `label`, `permalink` and `description` (each optional): `release:` then `  label: Release`';

/** The tags file read and checked as getTagsFile does; null when there is none, or when it cannot be read (the error says why). */
export function parseTagsFile(file: SourceFile | undefined, diagnostics: Diagnostic[]): TagsFile | null {
  if (!file) return null;
  const tags: TagsFile = new Map();
  if (!file.text.trim()) return tags;
  const parsed = parseDataFile(file);
  if (!parsed.ok) {
    diagnostics.push(unparsable('tags-file-syntax', 'tags', file, parsed, TAGS_HINT));
    return null;
  }
  const fail = (message: string): null => {
    diagnostics.push(error('tags-file', message, { file: file.absPath, hint: TAGS_HINT }));
    return null;
  };
  if (!parsed.data || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) return fail('the tags file is not a map of tag keys');
  const byPermalink = new Map<string, string>();
  for (const [key, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    const fields = (value ?? {}) as Record<string, unknown>;
    const wrong =
      typeof fields !== 'object' ? key : Object.entries(fields).find(([field, v]) => !['label', 'permalink', 'description'].includes(field) || typeof v !== 'string')?.[0];
    if (wrong !== undefined) return fail(`tag \`${key}\`: \`${wrong}\` is not one of label, permalink, description as a string`);
    const str = (field: string) => (typeof fields[field] === 'string' && fields[field] ? (fields[field] as string) : undefined);
    const permalink = str('permalink') ?? `/${kebabCase(key)}`;
    if (byPermalink.has(permalink)) return fail(`tags \`${byPermalink.get(permalink)}\` and \`${key}\` have the same permalink ${permalink}`);
    byPermalink.set(permalink, key);
    tags.set(key, { label: str('label') ?? capitalize(key), permalink, ...(str('description') && { description: str('description') }) });
  }
  return tags;
}

/** What a front matter tag that the tags file does not define gets (the content plugin's `onInlineTags`). */
export type InlineTagsPolicy = 'ignore' | 'log' | 'warn' | 'throw';

/**
 * An entry's tags, each linking below `tagsUrl`, each permalink once (groupTaggedItems keeps one).
 * With a tags file, tags it does not define are reported as `onInlineTags` asks, once per file.
 */
export function tagsOfEntry(entry: Entry, tagsUrl: string, file: { tags: TagsFile | null; name: string; policy: InlineTagsPolicy }, diagnostics: Diagnostic[]): TagRef[] {
  const inline: string[] = [];
  const byUrl = new Map<string, TagRef>();
  for (const tag of fm.list(entry, 'tags')) {
    const defined = typeof tag === 'string' ? file.tags?.get(tag) : undefined;
    const written = typeof tag === 'string' ? { label: tag, permalink: kebabCase(tag) } : ((tag ?? {}) as { label?: unknown; permalink?: unknown; description?: unknown });
    const label = defined?.label ?? String(written.label ?? '');
    if (!defined) inline.push(label);
    const url = hrefOf(joinUrl(tagsUrl, defined?.permalink ?? (String(written.permalink ?? '') || kebabCase(label))));
    const description = defined?.description ?? (typeof written.description === 'string' ? written.description : undefined);
    if (!byUrl.has(url)) byUrl.set(url, { label, url, ...(description && { description }) });
  }
  if (file.tags && inline.length && file.policy !== 'ignore') {
    const message = `tags [${[...new Set(inline)].join(', ')}] are not defined in ${file.name}`;
    const where = { file: entry.source.absPath, ...entryFieldPosition(entry, 'tags'), hint: `define them in ${file.name}, or set the docs option onInlineTags: 'ignore'` };
    diagnostics.push(file.policy === 'throw' ? error('inline-tags', message, where) : warning('inline-tags', message, where));
  }
  return [...byUrl.values()];
}
