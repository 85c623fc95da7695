import { existsSync, readFileSync, statSync } from 'node:fs';
import { fieldOffset } from './field-position.js';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { Diagnostic, DocsInstance, ResolvedConfig } from '../model.js';
import { BuildError, error, positionAt } from '../diagnostics/build-error.js';
import { sourceInputs, statSignature } from '../files/bundle-cache.js';
import { compileConfigModule, evaluateBeside } from './compile-config-module.js';
import type { UserConfig } from './define-config.js';
import { configSchema } from './config-schema.js';
import { installedReactMajor } from './site-react.js';
import { DOCUSAURUS_CONFIG_NAMES, isDocusaurusConfig, readDocusaurusConfig } from './docusaurus/load-docusaurus.js';
import { loadSidebars } from './load-sidebars.js';
import { resolveMermaid } from './mermaid.js';
import { CURRENT_VERSION, DEFAULT_DOCS_ID, versionsPath } from './docs-versions.js';
import { DEFAULT_BLOG_ID, resolveConfig } from './resolve-config.js';

/** `import { defineConfig } from 'tongsite'` inside a config needs no install: it is the identity. */
const tongsiteShim: Plugin = {
  name: 'tongsite-shim',
  setup(b) {
    b.onResolve({ filter: /^tongsite$/ }, () => ({ path: 'tongsite', namespace: 'tongsite-shim' }));
    b.onLoad({ filter: /.*/, namespace: 'tongsite-shim' }, () => ({ contents: 'export const defineConfig = (c) => c;', loader: 'js' }));
  },
};

/** The last config a long-lived process loaded, with the files it was made from. */
export type ConfigMemo = { current?: { file: string; inputs: string[]; signature: string; config: ResolvedConfig } };

/**
 * Loads site.config.ts, or a Docusaurus config as it is, validates every
 * field and resolves it. Throws a BuildError naming the file and field on bad input.
 * With a memo, a config whose files did not change is not loaded again.
 */
export async function loadConfig(configPath: string, memo?: ConfigMemo): Promise<ResolvedConfig> {
  const file = configFileOf(configPath);
  const known = memo?.current;
  if (known?.file === file && statSignature('', known.inputs, []) === known.signature) return known.config;
  if (!existsSync(file)) {
    throw new BuildError([
      error('config-missing', `config file not found: ${file}`, {
        hint: 'run tongsite in the folder that holds site.config.ts or a docusaurus.config.{ts,js,mjs,cjs}, or pass --config <file>',
      }),
    ]);
  }
  const docusaurus = isDocusaurusConfig(file) ? await readDocusaurusConfig(file) : undefined;
  const { user, inputs } = docusaurus ?? (await readSiteConfig(file));
  validate(user, file);
  const config = resolveConfig(user as UserConfig, file);
  checkResolved(user as UserConfig, config, !docusaurus);
  if (docusaurus)
    Object.assign(config, {
      format: 'docusaurus',
      warnings: docusaurus.warnings,
      markdownPlugins: docusaurus.markdownPlugins,
      sitePlugins: docusaurus.sitePlugins,
      fileTests: docusaurus.fileTests,
      resolveFallback: docusaurus.resolveFallback,
      siteConfig: docusaurus.siteConfig,
    });
  // Docusaurus runs the site's code with the React it installed.
  const react = docusaurus ? installedReactMajor(config.siteDir) : undefined;
  if (react !== undefined && react < 19) config.functionDefaultProps = true;
  const mermaid = resolveMermaid(user as UserConfig, config.siteDir, file);
  if (mermaid.mermaid) config.mermaid = mermaid.mermaid;
  config.warnings = [...config.warnings, ...mermaid.warnings];
  for (const instance of [config.docs, ...config.docsPlugins]) {
    // Docusaurus builds a folder sidebar when its sidebarPath names no file (sidebars/index.ts, loadSidebarsFile).
    if (instance.sidebarPath && docusaurus && !existsSync(instance.sidebarPath)) delete instance.sidebarPath;
    if (instance.sidebarPath) {
      // The sidebars are part of the config: a change to them reloads it, as one to the config does.
      const loaded = await loadSidebars(instance.sidebarPath);
      instance.sidebars = loaded.sidebars;
      inputs.push(...loaded.inputs);
    }
    await loadVersionSidebars(config.siteDir, instance, inputs);
  }
  if (memo) memo.current = { file, inputs, signature: statSignature('', inputs, []), config };
  return config;
}

/**
 * Each version's sidebars: the current version's are the config's; a version's file in versioned_sidebars/
 * is read like any sidebars file, and a version without one has no sidebar, as Docusaurus' loadSidebarsFile
 * gives a missing versioned sidebars file none (packages/docusaurus-plugin-content-docs/src/sidebars/index.ts).
 */
async function loadVersionSidebars(siteDir: string, instance: DocsInstance, inputs: string[]): Promise<void> {
  const versionsFile = versionsPath(siteDir, instance.id, 'versions.json');
  if (existsSync(versionsFile)) inputs.push(versionsFile);
  for (const version of instance.versions) {
    if (version.name === CURRENT_VERSION) {
      if (instance.sidebarPath && instance.sidebars) Object.assign(version, { sidebarPath: instance.sidebarPath, sidebars: instance.sidebars });
      continue;
    }
    if (!version.sidebarPath || !existsSync(version.sidebarPath)) {
      delete version.sidebarPath;
      continue;
    }
    const loaded = await loadSidebars(version.sidebarPath);
    version.sidebars = loaded.sidebars;
    inputs.push(...loaded.inputs);
  }
}

/**
 * The config file to read: the one named, or, when tongsite's default
 * site.config.ts is not there, the folder's Docusaurus config (its site is then
 * built as it is, without a site.config.ts).
 */
export function configFileOf(configPath: string): string {
  const file = path.resolve(configPath);
  if (existsSync(file) || path.basename(file) !== 'site.config.ts') return file;
  const docusaurus = DOCUSAURUS_CONFIG_NAMES.map((name) => path.join(path.dirname(file), name)).find((f) => existsSync(f));
  return docusaurus ?? file;
}

/** Loads site.config.ts: bundled with esbuild, imported as ESM. */
async function readSiteConfig(file: string): Promise<{ user: unknown; inputs: string[] }> {
  const { code, metafile } = await compileConfigModule(file, { format: 'esm', plugins: [tongsiteShim] });
  let user: unknown;
  try {
    user = await evaluateBeside(file, code, 'mjs', async (temp) => (await import(pathToFileURL(temp).href)).default);
  } catch (e) {
    throw new BuildError([error('config-load', `site config failed to load: ${(e as Error).message}`, { file })]);
  }
  if (user === undefined) {
    throw new BuildError([error('config-export', 'site config has no default export', { file, hint: 'end the file with `export default defineConfig({...})`' })]);
  }
  return { user, inputs: sourceInputs(metafile, process.cwd()) };
}

function validate(user: unknown, file: string): void {
  const problems = configSchema(user, '');
  if (problems.length === 0) return;
  const text = readFileSync(file, 'utf8');
  throw new BuildError(
    problems.map((p) => {
      // The field where its path leads through the config's literals, else the first place its key is written.
      const found = fieldOffset(text, p.path);
      const at = found >= 0 ? found : p.key ? keyOffset(text, p.key) : -1;
      return error('config-field', `config field \`${p.path}\` ${p.message}`, {
        file,
        ...(at >= 0 && positionAt(text, at)),
        hint: 'fix the field in the site config; the accepted fields are listed in src/config/define-config.ts',
      });
    }),
  );
}

/** The config's fields that are the right type but still cannot work: a site folder that is not there, a default locale not among the locales, a url that is not one. */
function checkResolved(user: UserConfig, config: ResolvedConfig, ownFormat: boolean): void {
  const text = readFileSync(config.configFile, 'utf8');
  const problems: Diagnostic[] = [];
  const at = (key: string) => {
    const offset = keyOffset(text, key);
    return { file: config.configFile, ...(offset >= 0 && positionAt(text, offset)) };
  };
  if (!existsSync(config.siteDir) || !statSync(config.siteDir).isDirectory()) {
    const shown = path.relative(process.cwd(), config.siteDir) || '.';
    problems.push(
      error('config-field', `config field \`siteDir\` names the folder ${shown}, which does not exist${user.siteDir === undefined ? ' (the default is content/)' : ''}`, {
        ...at('siteDir'),
        hint: 'siteDir is the folder that holds docs/, blog/, i18n/ and static/, relative to the config file: fix the name, or create the folder',
      }),
    );
  }
  if (user.i18n && !user.i18n.locales.includes(user.i18n.defaultLocale)) {
    problems.push(
      error('config-field', `config field \`i18n.defaultLocale\` is "${user.i18n.defaultLocale}", which is not one of i18n.locales (${user.i18n.locales.join(', ')})`, {
        ...at('defaultLocale'),
        hint: 'add the default locale to i18n.locales, or pick one of them',
      }),
    );
  }
  if (!/^https?:\/\/[^/\s]+/.test(user.url) || !URL.canParse(user.url)) {
    problems.push(
      error('config-field', `config field \`url\` is "${user.url}", which is not an absolute http(s) URL`, {
        ...at('url'),
        hint: "write the site's production origin, such as https://tongsuo.net",
      }),
    );
  }
  // A Docusaurus config's plugin entries are mapped to these lists: its ids are checked where they are read.
  if (ownFormat) problems.push(...instanceIdProblems(user, text, config.configFile));
  if (problems.length) throw new BuildError(problems);
}

/**
 * Another docs or blog instance's id must name it alone: `default` is the `docs`/`blog` field's instance,
 * whose folders, URLs and translations it would share, and two entries of one id would share theirs
 * (Docusaurus refuses both: "Plugin … is used 2 times with ID …", core/src/server/plugins/pluginIds.ts).
 */
function instanceIdProblems(user: UserConfig, text: string, file: string): Diagnostic[] {
  const lists = [
    ['docsPlugins', 'docs', DEFAULT_DOCS_ID, user.docsPlugins ?? []],
    ['blogPlugins', 'blog', DEFAULT_BLOG_ID, user.blogPlugins ?? []],
  ] as const;
  return lists.flatMap(([field, single, defaultId, entries]) => {
    const earlier = new Map<string, number>();
    const listAt = keyOffset(text, field);
    return entries.flatMap(({ id }, i) => {
      const before = earlier.get(id) ?? 0;
      earlier.set(id, before + 1);
      if (id !== defaultId && before === 0) return [];
      // The entry's own `id: '<id>'` after the field's key: the one after as many as came before it.
      const written = listAt < 0 ? [] : [...text.slice(listAt).matchAll(new RegExp(`\\bid\\s*:\\s*["'\`]${escapeRegExp(id)}["'\`]`, 'g'))];
      const offset = written[before] ? listAt + written[before].index : listAt;
      const [message, hint] =
        id === defaultId
          ? [
              `config field \`${field}[${i}].id\` is "default", the id of the instance the \`${single}\` field configures`,
              `configure the default ${single} with the \`${single}\` field, or give this entry another id`,
            ]
          : [
              `config field \`${field}[${i}].id\` is "${id}", which an earlier entry of ${field} already has`,
              'give each entry its own id: it names its folders, URLs and translations',
            ];
      return [
        error('config-field', message, {
          file,
          ...(offset >= 0 && positionAt(text, offset)),
          hint,
        }),
      ];
    });
  });
}

/** Where a field `key:` is written in the config's text, or -1. */
const keyOffset = (text: string, key: string) => text.search(new RegExp(`["']?\\b${escapeRegExp(key)}\\b["']?\\s*:`));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
