// `serve --watch`: the site model of the previous build, reused while nothing
// it is made of changed. Most edits change a page's body and nothing the model
// reads (titles, front matter, headings, the first sentence, word counts), so
// the sidebar, routes and page data stay as they were, and so do the page
// objects: the renderer then knows them unchanged without serializing them.
import { fileSignature } from '../files/file-signature.js';
import type { Compiled } from '../model.js';
import { readingMinutesOf } from './blog.js';
import { buildSiteModel } from './site-model.js';
import { translationFiles } from './translations.js';

type ModelParams = Parameters<typeof buildSiteModel>[0];
type SiteModel = ReturnType<typeof buildSiteModel>;

/** The last model with the fingerprint of its inputs. */
export type ModelMemo = { key?: string; model?: SiteModel };

const ids = new WeakMap<object, number>();
let nextId = 0;
/** A number per object: the config is loaded again (a new object) only when its files change. */
const idOf = (o: object) => {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
};

/**
 * What the model reads of a compiled file: its code and search sections only
 * later stages use, and of its word count only the reading time it makes
 * (typing changes the count at every save, the minutes seldom).
 */
const modelView = (c: Compiled | undefined) =>
  c && [c.contentTitle ?? null, c.headings, c.hasMath, readingMinutesOf(c.words), c.truncated, c.sections.find((s) => s.text)?.text.slice(0, 161) ?? null];

/** Everything buildSiteModel reads, as one string. */
function fingerprint(params: ModelParams): string {
  const { config, tree } = params;
  const translations = config.locales.map((locale) => Object.values(translationFiles(config, locale)).map((file) => fileSignature(file) ?? null));
  const parts: unknown[] = [
    idOf(config),
    tree.staticFiles,
    [...tree.categories].map(([dir, file]) => [dir, file.text]),
    [...tree.versionedDocs].map(([name, v]) => [
      name,
      [...v.categories].map(([dir, file]) => [dir, file.text]),
      v.tagsFile?.text ?? null,
      [...(v.translatedTagsFiles ?? [])].map(([code, f]) => [code, f.text]),
    ]),
    tree.docsTagsFile?.text ?? null,
    [...(tree.docsTranslatedTagsFiles ?? [])].map(([code, f]) => [code, f.text]),
    tree.authors?.text ?? null,
    translations,
    [...tree.reactPages.keys()],
    tree.notFoundPage?.sitePath ?? null,
  ];
  for (const [sitePath, entry] of params.entries) parts.push(sitePath, entry.frontMatter, modelView(params.compiled.get(sitePath)));
  return JSON.stringify(parts);
}

/** buildSiteModel, or the memo's model when its inputs are the same (its records then point at this build's files). */
export function rememberedSiteModel(params: ModelParams, memo: ModelMemo): SiteModel {
  const key = fingerprint(params);
  if (memo.key === key && memo.model) {
    for (const locale of memo.model.locales) {
      for (const record of [...locale.docs, ...locale.posts]) {
        const sitePath = record.entry.source.sitePath;
        record.entry = params.entries.get(sitePath)!;
        record.compiled = params.compiled.get(sitePath)!;
      }
    }
    return memo.model;
  }
  const model = buildSiteModel(params);
  Object.assign(memo, { key, model });
  return model;
}
