// The `source_hash:` field of a translation's front matter: which text of its
// source the translation was made from. Read and written as a line of text,
// not through YAML: a hash of digits only (`000123…`) would read as a number.
import { createHash } from 'node:crypto';

/** The front matter key of a translation that names the source text it translates. */
export const SOURCE_HASH_KEY = 'source_hash';

/** A source file's hash as a translation records it: 12 hex digits of SHA-256 of its text (line endings and a BOM aside). */
export function sourceHash(text: string): string {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  return createHash('sha256').update(normalized).digest('hex').slice(0, 12);
}

const FRONT_MATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?)(^---[ \t]*(?:\r?\n|$))/m;
const FIELD = new RegExp(`^${SOURCE_HASH_KEY}:[ \\t]*(.*?)[ \\t]*$`, 'm');

/** The hash a translation records, quotes aside; undefined when it records none. */
export function readSourceHash(text: string): string | undefined {
  const block = FRONT_MATTER.exec(text);
  if (!block || block.index !== 0) return undefined;
  const value = FIELD.exec(block[2]!)?.[1]?.replace(/^(['"])(.*)\1$/, '$2');
  return value || undefined;
}

/** The file's text with `source_hash: <hash>` in its front matter (a front matter block is added when there is none); the rest stays byte for byte. */
export function withSourceHash(text: string, hash: string): string {
  const line = `${SOURCE_HASH_KEY}: ${hash}`;
  const block = FRONT_MATTER.exec(text);
  if (!block || block.index !== 0) return `---\n${line}\n---\n${text}`;
  const [, open, body, close] = block as unknown as [string, string, string, string];
  const eol = open.endsWith('\r\n') ? '\r\n' : '\n';
  const updated = FIELD.test(body) ? body.replace(FIELD, line) : `${body}${line}${eol}`;
  return `${open}${updated}${close}${text.slice(block[0].length)}`;
}
