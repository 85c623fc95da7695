// Front matter keys of Docusaurus' format that tongsite reads nowhere: one
// warning per key and kind of file (doc, post), at the first file that sets
// it, with how many do — never a warning per file, never silence. Keys of a
// site's own (read by its components) are not Docusaurus' and are left alone.
import { warning } from '../diagnostics/build-error.js';
import type { ContentTree, Diagnostic, Entry, SourceFile } from '../model.js';
import { entryFieldPosition } from './front-matter.js';

/** Keys of packages/docusaurus-plugin-content-docs/src/frontMatter.ts that tongsite does not use, and what happens instead. */
const DOC_KEYS: Record<string, string> = {
  sidebar_key: 'sidebar items are keyed by tongsite itself',
};

/** Read only when the docs show their last update (lastUpdateOf), as Docusaurus' readLastUpdateData does. */
const LAST_UPDATE_OFF = { last_update: 'pages show no last update unless the docs options set showLastUpdateTime or showLastUpdateAuthor' };

/** Keys of packages/docusaurus-plugin-content-blog/src/frontMatter.ts that tongsite does not use. */
const AUTHOR_FIELDS = 'write the author in `authors:` (a key of authors.yml, or `{ name, title, url, image_url }`)';
const POST_KEYS: Record<string, string> = {
  title_meta: 'the page title is the post title',
  sidebar_label: 'the blog sidebar shows the post title',
  author: `the post shows no author from it: ${AUTHOR_FIELDS}`,
  author_title: `not shown: ${AUTHOR_FIELDS}`,
  author_url: `not linked: ${AUTHOR_FIELDS}`,
  author_image_url: `not shown: ${AUTHOR_FIELDS}`,
  authorURL: `not linked: ${AUTHOR_FIELDS}`,
  authorTitle: `not shown: ${AUTHOR_FIELDS}`,
  authorImageURL: `not shown: ${AUTHOR_FIELDS}`,
};

const POST_LAST_UPDATE_OFF = { last_update: 'posts show no last update unless the blog options set showLastUpdateTime or showLastUpdateAuthor' };

function unusedIn(kind: 'doc' | 'post', files: Map<string, SourceFile>, entries: Map<string, Entry>, keys: Record<string, string>): Diagnostic[] {
  const seen = new Map<string, { entry: Entry; count: number }>();
  for (const file of files.values()) {
    const entry = entries.get(file.sitePath);
    if (!entry) continue;
    for (const key of Object.keys(entry.frontMatter)) {
      if (!(key in keys)) continue;
      const known = seen.get(key);
      if (known) known.count++;
      else seen.set(key, { entry, count: 1 });
    }
  }
  return [...seen].map(([key, { entry, count }]) =>
    warning('front-matter-unused', `front matter \`${key}\` is not used by tongsite in ${kind}s: ${keys[key]}${count > 1 ? ` (set in ${count} ${kind}s; said once)` : ''}`, {
      file: entry.source.absPath,
      ...entryFieldPosition(entry, key),
      hint: 'the page builds without it; remove the key to silence this',
    }),
  );
}

/** The warnings of the default locale's docs and posts (translations use the same keys). */
export function unusedFrontMatter(tree: ContentTree, entries: Map<string, Entry>, showLastUpdate: { docs: boolean; posts: boolean }): Diagnostic[] {
  const docKeys = showLastUpdate.docs ? DOC_KEYS : { ...DOC_KEYS, ...LAST_UPDATE_OFF };
  const postKeys = showLastUpdate.posts ? POST_KEYS : { ...POST_KEYS, ...POST_LAST_UPDATE_OFF };
  // Every blog's posts, by site path (two blogs may hold files of the same relative path).
  const posts = new Map([tree.posts, ...[...tree.blogPlugins.values()].map((b) => b.posts)].flatMap((files) => [...files.values()].map((f) => [f.sitePath, f] as const)));
  return [...unusedIn('doc', tree.docs, entries, docKeys), ...unusedIn('post', posts, entries, postKeys)];
}
