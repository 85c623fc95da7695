import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogInstance, Diagnostic, LocaleInfo, ResolvedConfig } from '../model.js';
import { error } from '../diagnostics/build-error.js';
import { localizedDirs } from './scan.js';

/** Docusaurus' translation files of one locale, flattened to key → message. */
export interface Translations {
  /** i18n/<locale>/code.json: UI strings. */
  code: Record<string, string>;
  /** …-docs/current.json: category labels (`sidebar.<id>.category.<label>`), version label. */
  docs: Record<string, string>;
  /** …-theme-classic/navbar.json: `item.label.<label>`, `title`, `logo.alt`. */
  navbar: Record<string, string>;
  /** …-theme-classic/footer.json: `link.title.<t>`, `link.item.label.<l>`, `copyright`. */
  footer: Record<string, string>;
  /** …-blog/options.json: `title`, `description`, `sidebar.title`. */
  blog: Record<string, string>;
}

function readMessages(file: string, diagnostics: Diagnostic[]): Record<string, string> {
  if (!existsSync(file)) return {};
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message?: string } | string>;
    return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, typeof value === 'string' ? value : (value.message ?? '')]));
  } catch (e) {
    diagnostics.push(error('translation-json', `translation file is not valid JSON: ${(e as Error).message}`, { file }));
    return {};
  }
}

/** Where each of a locale's translation files is. */
export function translationFiles(config: ResolvedConfig, locale: LocaleInfo): Record<keyof Translations, string> {
  const { base } = localizedDirs(config, locale);
  return {
    code: path.join(base, 'code.json'),
    docs: path.join(base, 'docusaurus-plugin-content-docs', 'current.json'),
    navbar: path.join(base, 'docusaurus-theme-classic', 'navbar.json'),
    footer: path.join(base, 'docusaurus-theme-classic', 'footer.json'),
    blog: path.join(base, 'docusaurus-plugin-content-blog', 'options.json'),
  };
}

/** A docs version's translation file (`current.json`, `version-<name>.json`): category labels and `version.label`. */
export function docsVersionMessages(config: ResolvedConfig, locale: LocaleInfo, localizedDir: string, diagnostics: Diagnostic[]): Record<string, string> {
  return readMessages(path.join(localizedDirs(config, locale).base, `${localizedDir}.json`), diagnostics);
}

/** Reads a locale's translation files; missing files are simply empty. */
export function loadTranslations(config: ResolvedConfig, locale: LocaleInfo, diagnostics: Diagnostic[]): Translations {
  const files = translationFiles(config, locale);
  return {
    code: readMessages(files.code, diagnostics),
    docs: readMessages(files.docs, diagnostics),
    navbar: readMessages(files.navbar, diagnostics),
    footer: readMessages(files.footer, diagnostics),
    blog: readMessages(files.blog, diagnostics),
  };
}

/** A blog instance's options translated (`i18n/<locale>/docusaurus-plugin-content-blog[-<id>]/options.json`): `title`, `description`, `sidebar.title`. */
export function blogMessages(config: ResolvedConfig, locale: LocaleInfo, blog: BlogInstance, diagnostics: Diagnostic[]): Record<string, string> {
  return readMessages(path.join(localizedDirs(config, locale).base, blog.i18nFolder, 'options.json'), diagnostics);
}
