// The site's Markdown pages by the set they belong to, each with its translations: every built
// version of every docs instance and every blog. What reads all of a site's pages and their
// translations (check --translations, check --examples) reads these, so none is left out.
import type { ContentTree, LocaleInfo, ResolvedConfig, SourceFile } from '../model.js';
import { blogInstances, blogTreeOf, localizedBlogDir } from './blog-instances.js';
import { builtVersions, isDefaultCurrent, versionKey } from './docs-instances.js';
import { localizedDirs } from './scan.js';

/** One docs version's or one blog's pages, by path in its folder, and their translations. */
export interface TranslatableSet {
  sources: Map<string, SourceFile>;
  /** By locale code: the translated files, by the path of the page they translate. */
  translated: Map<string, Map<string, SourceFile>>;
  /** The folder a locale's translations of the set are in (i18n/<locale>/docusaurus-plugin-content-…). */
  localizedDir: (locale: LocaleInfo) => string;
}

/** Every docs version built, of every instance, then every blog, in the config's order. */
export function translatableSets(config: ResolvedConfig, tree: ContentTree): TranslatableSet[] {
  const docs = builtVersions(config).map((version): TranslatableSet => {
    const files = isDefaultCurrent(version) ? { docs: tree.docs, translatedDocs: tree.translatedDocs } : tree.versionedDocs.get(versionKey(version));
    return {
      sources: files?.docs ?? new Map(),
      translated: files?.translatedDocs ?? new Map(),
      localizedDir: (locale) => localizedDirs(config, locale, version.localizedDir).docs,
    };
  });
  const blogs = blogInstances(config).map((blog): TranslatableSet => {
    const files = blogTreeOf(config, tree, blog);
    return { sources: files.posts, translated: files.translatedPosts, localizedDir: (locale) => localizedBlogDir(config, locale, blog) };
  });
  return [...docs, ...blogs];
}

/** Every file of the sets: the pages and all their translations. */
export const filesOfSets = (sets: TranslatableSet[]): SourceFile[] => sets.flatMap((set) => [set.sources, ...set.translated.values()].flatMap((files) => [...files.values()]));
