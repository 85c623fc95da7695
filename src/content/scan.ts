// Synchronous reads: a content tree is a few hundred small files, and reading
// them one after another without the thread pool's round trips is several times
// faster than as promises (a rebuild of `serve --watch` reads them all).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Minimatch } from 'minimatch';
import { fileSignature } from '../files/file-signature.js';
import type { BlogInstance, BlogTree, ContentTree, Diagnostic, DocsInstance, DocsVersion, LocaleInfo, ResolvedConfig, SourceFile, VersionDocsTree } from '../model.js';
import { blogInstances, localizedBlogDir } from './blog-instances.js';
import { decodeContent } from './decode-text.js';
import { builtVersions, instanceOf, isDefaultCurrent, versionKey } from './docs-instances.js';
import { isHiddenName } from './urls.js';

const MARKDOWN = /\.mdx?$/;
/**
 * Docusaurus routes no file whose path has a part starting with `_` (partials, `_folder/`, `__tests__/`):
 * packages/docusaurus-utils/src/globUtils.ts, GlobExcludeDefault. Markdown ones can still be imported.
 */
const isExcluded = (rel: string) => rel.split('/').some((part) => part.startsWith('_'));

function walk(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    // A symbolic link is followed, as Docusaurus' globs follow them (a version sharing a folder with the docs).
    const target = entry.isSymbolicLink() ? statSync(path.join(dir, entry.name), { throwIfNoEntry: false }) : entry;
    if (target?.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (target?.isFile()) out.push(rel);
  }
  return out.sort();
}

/** Texts read by earlier scans, with the size and time they had: a long-lived process reads only files that changed. */
export type ScanMemo = Map<string, { signature: string; text: string; problems: Diagnostic[] }>;

/** A file's text; what is wrong with its encoding goes to `problems`. */
export function readText(absPath: string, memo: ScanMemo | undefined, problems: Diagnostic[]): string {
  const signature = memo && (fileSignature(absPath) ?? 'missing');
  const known = memo?.get(absPath);
  if (known && known.signature === signature) {
    problems.push(...known.problems);
    return known.text;
  }
  const decoded = decodeContent(readFileSync(absPath), absPath);
  problems.push(...decoded.problems);
  if (memo) memo.set(absPath, { signature: signature!, ...decoded });
  return decoded.text;
}

function readSources(root: string, siteDir: string, rels: string[], memo: ScanMemo | undefined, problems: Diagnostic[]): Map<string, SourceFile> {
  return new Map(
    rels.map((rel): [string, SourceFile] => {
      const absPath = path.join(root, rel);
      return [rel, { absPath, sitePath: path.relative(siteDir, absPath).split(path.sep).join('/'), text: readText(absPath, memo, problems) }];
    }),
  );
}

function markdownIn(root: string, siteDir: string, memo: ScanMemo | undefined, problems: Diagnostic[], files = walk(root)): Map<string, SourceFile> {
  return readSources(
    root,
    siteDir,
    files.filter((rel) => MARKDOWN.test(rel) && !isExcluded(rel)),
    memo,
    problems,
  );
}

/**
 * Each glob parsed once a process: `minimatch(file, glob)` parses the glob
 * again for every file, a fifth of the scan stage of an edit's build.
 */
const matchers = new Map<string, Minimatch>();
function matcherOf(glob: string): Minimatch {
  let matcher = matchers.get(glob);
  if (!matcher) matchers.set(glob, (matcher = new Minimatch(glob, { dot: true })));
  return matcher;
}

/** Whether any of the globs matches the path (from the folder, `/`-separated). */
const matchesAny = (rel: string, globs: string[]) => globs.some((glob) => matcherOf(glob).match(rel));

/**
 * The Markdown files of a content plugin's folder, as its Globby call picks them (packages/docusaurus-utils/src/globUtils.ts):
 * those its `include` globs match and its `exclude` globs do not, `exclude` replacing the `_` rule when the config gives it.
 */
const pluginFiles = (files: string[], { include, exclude }: { include: string[]; exclude?: string[] }) =>
  files.filter((rel) => MARKDOWN.test(rel) && matchesAny(rel, include) && !(exclude ? matchesAny(rel, exclude) : isExcluded(rel)));

/** The docs in a folder of a docs instance (a version's, or a translation's). */
function docsIn(instance: DocsInstance, root: string, siteDir: string, memo: ScanMemo | undefined, problems: Diagnostic[], files = walk(root)): Map<string, SourceFile> {
  return readSources(root, siteDir, pluginFiles(files, instance), memo, problems);
}

/** The blog's posts in a folder (the blog's or a translation's). */
function postsIn(config: ResolvedConfig, blog: BlogInstance, root: string, memo: ScanMemo | undefined, problems: Diagnostic[]): Map<string, SourceFile> {
  return readSources(root, config.siteDir, pluginFiles(walk(root), blog), memo, problems);
}

/** The Markdown partials below some folders (`_note.mdx`, `_shared/x.md`): compiled for the pages that import them, never pages. */
function partialsIn(roots: string[], siteDir: string, memo: ScanMemo | undefined, problems: Diagnostic[]): Map<string, SourceFile> {
  const partials = new Map<string, SourceFile>();
  for (const root of roots) {
    const rels = walk(root).filter((rel) => MARKDOWN.test(rel) && isExcluded(rel));
    for (const file of readSources(root, siteDir, rels, memo, problems).values()) partials.set(file.sitePath, file);
  }
  return partials;
}

/**
 * Where a locale's translated docs (of a docs version: its `localizedDir`, the default instance's current
 * version unless given) and posts live (Docusaurus' i18n layout).
 */
export function localizedDirs(config: ResolvedConfig, locale: LocaleInfo, versionDir = 'docusaurus-plugin-content-docs/current') {
  const base = path.join(config.i18nDir, locale.path);
  return {
    docs: path.join(base, versionDir),
    blog: path.join(base, 'docusaurus-plugin-content-blog'),
    pages: path.join(base, 'docusaurus-plugin-content-pages'),
    base,
  };
}

/** Docusaurus' pages plugin: these extensions are pages, its default `exclude` globs are not (partials, tests). */
const PAGE_FILE = /\.(?:jsx?|tsx?|mdx?)$/;
const isExcludedPage = (rel: string) =>
  isExcluded(rel) || /\.test\.[jt]sx?$/.test(rel) || rel.endsWith('.d.ts') || rel.split('/').some((part) => part === '__tests__' || isHiddenName(part));

/** `src/pages` split into Markdown pages (read as content) and React pages (bundled as the site's code). */
function pagesIn(config: ResolvedConfig, memo: ScanMemo | undefined, problems: Diagnostic[]) {
  const files = walk(config.pagesDir).filter((rel) => PAGE_FILE.test(rel) && !isExcludedPage(rel));
  return {
    pages: markdownIn(config.pagesDir, config.siteDir, memo, problems, files),
    reactPages: readSources(
      config.pagesDir,
      config.siteDir,
      files.filter((rel) => !MARKDOWN.test(rel)),
      memo,
      problems,
    ),
  };
}

/** `src/theme/NotFound` (`NotFound/index.*` first, as the theme aliases find it), the site's 404 page. */
function notFoundIn(siteDir: string, memo: ScanMemo | undefined, problems: Diagnostic[]): { notFoundPage?: SourceFile } {
  const themeDir = path.join(siteDir, 'src', 'theme');
  const rel = ['NotFound/index', 'NotFound'].flatMap((name) => ['js', 'jsx', 'ts', 'tsx'].map((ext) => `${name}.${ext}`)).find((r) => existsSync(path.join(themeDir, r)));
  return rel ? { notFoundPage: readSources(themeDir, siteDir, [rel], memo, problems).get(rel)! } : {};
}

const isHidden = (rel: string) => rel.split('/').some(isHiddenName);

/** Static files to copy, and hidden ones (credentials, repositories) to leave out. */
function splitHidden(files: string[]): { staticFiles: string[]; hiddenStaticFiles: string[] } {
  return { staticFiles: files.filter((f) => !isHidden(f)), hiddenStaticFiles: files.filter(isHidden) };
}

/** A blog's authors file: the one `authorsMapPath` names, else authors.yml (or .yaml, .json) in the blog's folder. */
function authorsFile(blog: BlogInstance): string | undefined {
  const candidates = blog.authorsMapPath ? [blog.authorsMapPath] : ['authors.yml', 'authors.yaml', 'authors.json'].map((n) => path.join(blog.dir, n));
  return candidates.find(existsSync);
}

/** One blog's posts, authors file and translated posts. */
function blogTree(config: ResolvedConfig, blog: BlogInstance, memo: ScanMemo | undefined, problems: Diagnostic[]): BlogTree {
  const authorsPath = authorsFile(blog);
  const translatedPosts = new Map<string, Map<string, SourceFile>>();
  for (const locale of config.locales) {
    if (!locale.isDefault) translatedPosts.set(locale.code, postsIn(config, blog, localizedBlogDir(config, locale, blog), memo, problems));
  }
  return {
    posts: postsIn(config, blog, blog.dir, memo, problems),
    ...(authorsPath && { authors: { absPath: authorsPath, sitePath: path.relative(config.siteDir, authorsPath), text: readText(authorsPath, memo, problems) } }),
    translatedPosts,
  };
}

const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;

/**
 * A docs version's tags file: the instance's `tags` option, else `tags.yml`, in the version's folder, and
 * each locale's own in the version's translations, which a locale reads first
 * (packages/docusaurus-utils-validation/src/tagsFile.ts, getTagsFile: getDataFilePath looks in
 * contentPathLocalized, then contentPath); none with `tags: false`.
 */
function tagsFileOf(config: ResolvedConfig, version: DocsVersion, memo: ScanMemo | undefined, problems: Diagnostic[]): Pick<VersionDocsTree, 'tagsFile' | 'translatedTagsFiles'> {
  const { tags } = instanceOf(config, version.pluginId);
  if (tags === false) return {};
  const rel = tags ?? 'tags.yml';
  const read = (dir: string) => (existsSync(path.join(dir, rel)) ? readSources(dir, config.siteDir, [rel], memo, problems).get(rel) : undefined);
  const translated = new Map<string, SourceFile>();
  for (const locale of config.locales) {
    const file = locale.isDefault ? undefined : read(localizedDirs(config, locale, version.localizedDir).docs);
    if (file) translated.set(locale.code, file);
  }
  const tagsFile = read(version.dir);
  return { ...(tagsFile && { tagsFile }), ...(translated.size && { translatedTagsFiles: translated }) };
}

/** The docs of each version of each instance but the default instance's current one, with their categories and translations, by versionKey. */
function versionedDocsIn(config: ResolvedConfig, memo: ScanMemo | undefined, problems: Diagnostic[]): Map<string, VersionDocsTree> {
  const trees = new Map<string, VersionDocsTree>();
  for (const version of builtVersions(config)) {
    if (isDefaultCurrent(version)) continue;
    const instance = instanceOf(config, version.pluginId);
    const files = walk(version.dir);
    const categories = readSources(
      version.dir,
      config.siteDir,
      files.filter((rel) => CATEGORY_FILE.test(rel)),
      memo,
      problems,
    );
    const translatedDocs = new Map<string, Map<string, SourceFile>>();
    for (const locale of config.locales) {
      if (!locale.isDefault) translatedDocs.set(locale.code, docsIn(instance, localizedDirs(config, locale, version.localizedDir).docs, config.siteDir, memo, problems));
    }
    trees.set(versionKey(version), {
      docs: docsIn(instance, version.dir, config.siteDir, memo, problems, files),
      categories: new Map([...categories].map(([rel, file]) => [path.posix.dirname(rel), file])),
      translatedDocs,
      ...tagsFileOf(config, version, memo, problems),
    });
  }
  return trees;
}

/** The default instance's current docs' tags file and its translations, when that version is built and has them. */
function defaultCurrentTags(config: ResolvedConfig, memo: ScanMemo | undefined, problems: Diagnostic[]): Pick<ContentTree, 'docsTagsFile' | 'docsTranslatedTagsFiles'> {
  const current = config.docs.enabled ? config.docs.versions.find(isDefaultCurrent) : undefined;
  const { tagsFile, translatedTagsFiles } = current ? tagsFileOf(config, current, memo, problems) : {};
  return { ...(tagsFile && { docsTagsFile: tagsFile }), ...(translatedTagsFiles && { docsTranslatedTagsFiles: translatedTagsFiles }) };
}

/** Reads the whole content tree: docs, categories, posts, authors, translations, static files. */
export async function scanContent(config: ResolvedConfig, memo?: ScanMemo): Promise<ContentTree> {
  const { siteDir } = config;
  // A switched-off plugin (Docusaurus' `docs: false`, `blog: false`) reads nothing, its folder nor its translations.
  const docFiles = config.docs.enabled ? walk(config.docsDir) : [];
  const categoryRels = docFiles.filter((rel) => CATEGORY_FILE.test(rel));
  const problems: Diagnostic[] = [];
  const translatedDocs = new Map<string, Map<string, SourceFile>>();
  const translatedPages = new Map<string, Map<string, SourceFile>>();
  for (const locale of config.locales) {
    if (locale.isDefault) continue;
    const dirs = localizedDirs(config, locale);
    translatedDocs.set(locale.code, config.docs.enabled ? docsIn(config.docs, dirs.docs, siteDir, memo, problems) : new Map());
    translatedPages.set(
      locale.code,
      markdownIn(
        dirs.pages,
        siteDir,
        memo,
        problems,
        walk(dirs.pages).filter((rel) => !isExcludedPage(rel)),
      ),
    );
  }
  const blog = config.blog.enabled ? blogTree(config, config.blog, memo, problems) : { posts: new Map(), translatedPosts: new Map() };
  const categories = readSources(config.docsDir, siteDir, categoryRels, memo, problems);
  const localized = config.locales
    .filter((l) => !l.isDefault)
    .flatMap((l) => [localizedDirs(config, l).docs, ...blogInstances(config).map((b) => localizedBlogDir(config, l, b)), localizedDirs(config, l).pages]);
  const versionDirs = builtVersions(config).map((v) => v.dir);
  return {
    partials: partialsIn([...versionDirs, ...blogInstances(config).map((b) => b.dir), path.join(siteDir, 'src'), ...localized], siteDir, memo, problems),
    versionedDocs: versionedDocsIn(config, memo, problems),
    problems,
    docs: docsIn(config.docs, config.docsDir, siteDir, memo, problems, docFiles),
    categories: new Map([...categories].map(([rel, file]) => [path.posix.dirname(rel), file])),
    ...defaultCurrentTags(config, memo, problems),
    ...blog,
    blogPlugins: new Map(config.blogPlugins.map((b) => [b.id, blogTree(config, b, memo, problems)])),
    translatedDocs,
    ...pagesIn(config, memo, problems),
    ...notFoundIn(siteDir, memo, problems),
    translatedPages,
    ...splitHidden(walk(config.staticDir)),
  };
}
