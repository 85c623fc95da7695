// Docusaurus resolves a link to a Markdown file (`./setup.md`) to the page's
// URL before the site's own remark plugins run (mdx-loader's
// resolveMarkdownLinks), and some plugins read those URLs (one that previews
// the page a link leads to waits for the page compiled at that URL). tongsite
// resolves such links when it renders, per locale, from the model; for pages a
// site remark plugin runs on, each link's URL is found before the compile, from
// paths and front matter alone (a doc's URL needs no compiled content), and
// handed to the compile (remark-markdown-link-urls.ts).
import path from 'node:path';
import type { ContentTree, Entry, LocaleInfo, ResolvedConfig } from '../model.js';
import { markdownLinkMarker } from '../markdown/plugins/rehype-links.js';
import { blogBaseUrl, postUrl } from './blog.js';
import { blogInstances, blogTreeOf } from './blog-instances.js';
import { docIdentity, docUrl } from './docs.js';
import { builtVersions, configOfInstance } from './docs-instances.js';
import { fm } from './front-matter.js';
import { contentRootsOf, localizedPrefixesOf, markdownLinkLookup } from './markdown-link-lookup.js';
import { versionTree } from './site-model.js';

/**
 * What may be a link to a Markdown file in a page's text: a run of URL characters ending in .md or .mdx, not
 * starting with punctuation that may be written against it (`[x]:./a.md`, `*./a.md*`, `{./a.md}`).
 */
const MARKDOWN_TARGET = /[^\s()<>[\]"'`:*{}|,;][^\s()<>[\]"'`]*\.mdx?(?=[?#)\s>"'\]]|$)/gim;

/**
 * For a page's site path and text, each Markdown link target written in it that
 * leads to a doc or post, with that page's URL in the page's locale (the
 * default locale for a page of the default folders, or the one built by
 * `--locale`): written target → URL, sorted, as the compile's cache key takes it.
 */
export function markdownLinkUrls(config: ResolvedConfig, tree: ContentTree, entries: Map<string, Entry>): (sitePath: string, text: string) => [string, string][] {
  const prefixes = localizedPrefixesOf(config);
  const contentRoots = contentRootsOf(config);
  const lookups = new Map(
    config.locales.map((locale) => [
      locale.code,
      markdownLinkLookup({ urlsBySitePath: urlsBySitePath(config, tree, entries, locale), localizedPrefixes: prefixes.get(locale.code) ?? [], contentRoots }),
    ]),
  );
  const homeLocale = (config.locales.find((l) => l.isDefault) ?? config.locales[0])!.code;
  const localeOf = (sitePath: string) => [...prefixes].find(([, pairs]) => pairs.some(([localized]) => sitePath.startsWith(localized)))?.[0] ?? homeLocale;
  return (sitePath, text) => {
    const lookup = lookups.get(localeOf(sitePath));
    if (!lookup) return [];
    const found = new Map<string, string>();
    for (const [target] of text.matchAll(MARKDOWN_TARGET)) {
      const marker = !found.has(target) && markdownLinkMarker(() => sitePath, target);
      const url = marker ? lookup(marker, sitePath) : undefined;
      if (url !== undefined) found.set(target, url);
    }
    return [...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  };
}

/** Every doc's and post's file (default and translated) → its URL in `locale`, as the model gives them. */
function urlsBySitePath(config: ResolvedConfig, tree: ContentTree, entries: Map<string, Entry>, locale: LocaleInfo): Map<string, string> {
  const urls = new Map<string, string>();
  const add = (defaultSitePath: string, sitePath: string, url: string) => {
    urls.set(defaultSitePath, url);
    urls.set(sitePath, url);
  };
  for (const version of builtVersions(config)) {
    const files = versionTree(tree, version);
    const translated = files.translatedDocs.get(locale.code);
    const instanceConfig = configOfInstance(config, version.pluginId);
    for (const [rel, defaultFile] of files.docs) {
      const file = translated?.get(rel) ?? defaultFile;
      const entry = entries.get(file.sitePath);
      if (!entry || fm.boolean(entry, 'draft')) continue;
      const { slug } = docIdentity(entry, path.posix.dirname(rel), path.posix.basename(rel));
      add(defaultFile.sitePath, file.sitePath, docUrl(instanceConfig, locale, version, slug));
    }
  }
  for (const blog of blogInstances(config)) {
    const files = blogTreeOf(config, tree, blog);
    const translated = files.translatedPosts.get(locale.code);
    for (const [key, defaultFile] of files.posts) {
      const file = translated?.get(key) ?? defaultFile;
      const entry = entries.get(file.sitePath);
      if (!entry || fm.boolean(entry, 'draft')) continue;
      add(defaultFile.sitePath, file.sitePath, postUrl(blogBaseUrl(config, locale, blog), entry, key));
    }
  }
  return urls;
}
