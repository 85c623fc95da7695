// The docs versions of a site, as Docusaurus' docs plugin makes them:
// - which: versions.json, `includeCurrentVersion`, `disableVersioning`, `onlyIncludeVersions`
//   (packages/docusaurus-plugin-content-docs/src/versions/files.ts, readVersionNames; version.ts, filterVersions);
// - where: versioned_docs/version-<v>/, versioned_sidebars/version-<v>-sidebars.json, each prefixed with
//   `<pluginId>_` for an instance other than the default one, and translations below
//   i18n/<locale>/docusaurus-plugin-content-docs[-<pluginId>]/ (files.ts; docusaurus-utils' getPluginI18nPath);
// - how: label, path, banner, badge, noIndex, className and the latest version (version.ts);
// - what is wrong: the messages of versions/validation.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BuildError, error } from '../diagnostics/build-error.js';
import type { DocsVersion, DocsVersioningOptions, DocsVersionOptions } from '../model.js';

export const CURRENT_VERSION = 'current';
export const DEFAULT_DOCS_ID = 'default';

/** A file or folder of an instance's versions: `versions.json` for the default one, `<id>_versions.json` for another (files.ts, addPluginIdPrefix). */
export const versionsPath = (siteDir: string, pluginId: string, name: string) => path.join(siteDir, pluginId === DEFAULT_DOCS_ID ? name : `${pluginId}_${name}`);

/** The instance's folder below i18n/<locale>/ (docusaurus-utils' getPluginI18nPath: the plugin name, `-<id>` unless default). */
export const docsI18nFolder = (pluginId: string) => (pluginId === DEFAULT_DOCS_ID ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginId}`);

/** A version name Docusaurus refuses (validation.ts, validateVersionName): its message, or undefined. */
export function versionNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string') return `Versions should be strings. Found type "${typeof name}" for version ${JSON.stringify(name)}.`;
  if (!name.trim()) return `Invalid version name "${name}": version name must contain at least one non-whitespace character.`;
  const rules: [RegExp, string][] = [
    [/[/\\]/, 'should not include slash (/) or backslash (\\)'],
    [/.{33,}/, 'cannot be longer than 32 characters'],
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the rule refuses
    [/[<>:"|?*\x00-\x1F]/, 'should be a valid file path'],
    [/^\.\.?$/, 'should not be "." or ".."'],
  ];
  const broken = rules.find(([pattern]) => pattern.test(name));
  return broken && `Invalid version name "${name}": version name ${broken[1]}.`;
}

const fail = (message: string, file: string, hint: string): never => {
  throw new BuildError([error('docs-versions', message, { file, hint })]);
};

/** versions.json's names (`<id>_versions.json` for another instance), newest first; none when the file is not there. */
export function readVersionsFile(siteDir: string, pluginId = DEFAULT_DOCS_ID): string[] {
  const file = versionsPath(siteDir, pluginId, 'versions.json');
  const shown = path.basename(file);
  if (!existsSync(file)) return [];
  let names: unknown;
  try {
    names = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return fail(`${shown} is not valid JSON: ${(e as Error).message}`, file, `${shown} lists the version names, newest first: ["2.0", "1.0"]`);
  }
  if (!Array.isArray(names)) {
    return fail(`The versions file should contain an array of version names! Found content: ${JSON.stringify(names)}`, file, 'write ["2.0", "1.0"]: the names, newest first');
  }
  for (const name of names) {
    const problem = versionNameProblem(name);
    if (problem) fail(problem, file, 'a version name is a folder name: versioned_docs/version-<name>/');
  }
  return names as string[];
}

/** The versions built, newest first, and the latest one (files.ts readVersionNames; version.ts filterVersions, getLastVersionName). */
function versionNames(siteDir: string, pluginId: string, options: DocsVersioningOptions, at: string): { names: string[]; last: string } {
  const versionsFile = versionsPath(siteDir, pluginId, 'versions.json');
  const fromFile = existsSync(versionsFile) ? readVersionsFile(siteDir, pluginId) : undefined;
  if (!fromFile && options.disableVersioning) fail('Docs: using "disableVersioning: true" option on a non-versioned site does not make sense.', at, 'remove disableVersioning');
  const all = options.disableVersioning ? [] : [...(fromFile ?? [])];
  if (options.includeCurrentVersion !== false && !all.includes(CURRENT_VERSION)) all.unshift(CURRENT_VERSION);
  if (!all.length) {
    fail(
      `It is not possible to use docs without any version. No version is included because you have requested to not include the docs folder through "includeCurrentVersion: false", while ${options.disableVersioning ? 'versioning is disabled with "disableVersioning: true"' : 'the versions file is empty/non-existent'}.`,
      at,
      'include the current version, or list a version in versions.json',
    );
  }
  const available = `Available version names are: ${all.join(', ')}`;
  if (options.lastVersion && !all.includes(options.lastVersion))
    fail(`Docs option lastVersion: ${options.lastVersion} is invalid. ${available}`, at, 'name a version of versions.json, or current');
  const unknown = Object.keys(options.versions ?? {}).filter((n) => !all.includes(n));
  if (unknown.length) fail(`Invalid docs option "versions": unknown versions (${unknown.join(',')}) found. ${available}`, at, 'configure only versions that are built');
  const only = options.onlyIncludeVersions;
  if (only) {
    if (!only.length) fail('Invalid docs option "onlyIncludeVersions": an empty array is not allowed, at least one version is needed.', at, 'list at least one version');
    const unknownOnly = only.filter((n) => !all.includes(n));
    if (unknownOnly.length) fail(`Invalid docs option "onlyIncludeVersions": unknown versions (${unknownOnly.join(',')}) found. ${available}`, at, 'list versions that exist');
    if (options.lastVersion && !only.includes(options.lastVersion)) {
      fail(
        'Invalid docs option "lastVersion": if you use both the "onlyIncludeVersions" and "lastVersion" options, then "lastVersion" must be present in the provided "onlyIncludeVersions" array.',
        at,
        'add lastVersion to onlyIncludeVersions',
      );
    }
  }
  const names = only ? all.filter((n) => only.includes(n)) : all;
  const last = options.lastVersion ?? names.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  return { names, last };
}

/**
 * The versions of a docs instance (version.ts, createVersionMetadata): the latest at the docs' base, the
 * current one at `next`, the others at their name, unless `path` says otherwise; newer ones than the latest
 * are unreleased, older ones unmaintained; the badge shows when more than one version is built.
 */
export function resolveDocsVersions(params: {
  siteDir: string;
  pluginId: string;
  docsDir: string;
  routeBasePath: string;
  options: DocsVersioningOptions;
  /** Where the options were written (the config file), for errors. */
  at: string;
}): DocsVersion[] {
  const { siteDir, pluginId, options } = params;
  const { names, last } = versionNames(siteDir, pluginId, options, params.at);
  const i18nFolder = docsI18nFolder(pluginId);
  return names.map((name): DocsVersion => {
    const own: DocsVersionOptions = options.versions?.[name] ?? {};
    const isCurrent = name === CURRENT_VERSION;
    const pathPart = own.path ?? (name === last ? '' : isCurrent ? 'next' : name);
    const banner = own.banner
      ? own.banner === 'none'
        ? undefined
        : own.banner
      : name === last
        ? undefined
        : names.indexOf(name) < names.indexOf(last)
          ? 'unreleased'
          : 'unmaintained';
    const dir = isCurrent ? params.docsDir : path.join(versionsPath(siteDir, pluginId, 'versioned_docs'), `version-${name}`);
    // A missing docs folder is a site without docs (tongsite builds it); a version's missing folder is an error, as in files.ts.
    if (!isCurrent && !existsSync(dir)) {
      fail(
        `The docs folder does not exist for version "${name}". A docs folder is expected to be found at ${path.relative(siteDir, dir)}.`,
        versionsPath(siteDir, pluginId, 'versions.json'),
        'run `tongsite docs:version <name>` to snapshot the docs, or remove the name from versions.json',
      );
    }
    return {
      pluginId,
      name,
      label: own.label ?? (isCurrent ? 'Next' : name),
      dir,
      localizedDir: `${i18nFolder}/${isCurrent ? CURRENT_VERSION : `version-${name}`}`,
      routeBasePath: [params.routeBasePath, pathPart.replace(/^\/+|\/+$/g, '')].filter(Boolean).join('/'),
      ...(banner && { banner }),
      badge: own.badge ?? names.length !== 1,
      noIndex: own.noIndex ?? false,
      className: own.className ?? `docs-version-${name}`,
      isLast: name === last,
      ...(!isCurrent && { sidebarPath: path.join(versionsPath(siteDir, pluginId, 'versioned_sidebars'), `version-${name}-sidebars.json`) }),
    };
  });
}
