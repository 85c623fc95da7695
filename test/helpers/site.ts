// Small sites written inline, and the real CLI that builds them. Pages are read
// with ./html.ts (a real HTML parser); builds whose subject is not the CLI go
// through ./memory-build.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const BIN = path.join(ROOT, 'bin', 'tongsite.js');

/** A minimal valid config; `extra` is spliced into the object literal. */
export function config(extra = ''): string {
  return `import { defineConfig } from 'tongsite';
export default defineConfig({
  title: 'Fixture Site',
  url: 'https://example.org',
  i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] },
  ${extra}
});
`;
}

const madeSites: string[] = [];
// Temporary sites (and their builds) go when the test process ends.
process.on('exit', () => {
  for (const dir of madeSites) rmSync(dir, { recursive: true, force: true });
});

/** A new empty temporary folder, removed when the test process ends. */
export function tempDir(prefix = 'tongsite-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  madeSites.push(dir);
  return dir;
}

/**
 * The home page a Docusaurus site has in `src/pages/index`, as its classic
 * template writes one (its title the tagline): a site without one has no `/`,
 * and its navbar's title links there.
 */
export const HOME_PAGE = `import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={siteConfig.tagline} description={siteConfig.tagline}>
      <main>
        <h1>{siteConfig.title}</h1>
        <p>{siteConfig.tagline}</p>
      </main>
    </Layout>
  );
}
`;

/**
 * A small site's `docusaurus.config.js`, as its author writes one: its title (and that of its navbar), a URL at
 * `<host>.example.org`, the classic preset's options (`classic`: JavaScript source; default docs at /docs and no
 * blog), and `extra` lines of other options.
 */
export function docusaurusConfig(options: { title?: string; host?: string; classic?: string; extra?: string } = {}): string {
  const { title = 'Tide Tables', host = 'tides', classic = "{ docs: { routeBasePath: 'docs' }, blog: false }", extra = '' } = options;
  return `module.exports = {
  title: '${title}',
  url: 'https://${host}.example.org',
  baseUrl: '/',
${extra ? `  ${extra}\n` : ''}  presets: [['classic', ${classic}]],
  themeConfig: { navbar: { title: '${title}', items: [] } },
};
`;
}

/**
 * Writes files (path → text) into a new temporary folder, removed at exit, and
 * returns it. A site (a `site.config.ts` or `docusaurus.config.*`) with no
 * `src/pages` of its own gets HOME_PAGE, as a site made from Docusaurus'
 * template has it.
 */
export function makeSite(files: Record<string, string>): string {
  const dir = tempDir();
  const siteConfig = files['site.config.ts'];
  const docusaurusConfig = Object.keys(files).some((file) => /^docusaurus\.config\.[cm]?[jt]s$/.test(file));
  // Docs at the site root (docs-only mode) are the home page themselves.
  const docsAtRoot = Object.values(files).some((text) => /routeBasePath:\s*['"]\/['"]/.test(text));
  if ((siteConfig !== undefined || docusaurusConfig) && !docsAtRoot && !Object.keys(files).some((file) => /(?:^|\/)src\/pages\//.test(file))) {
    // A Docusaurus config's site is its folder; site.config.ts's is `siteDir` (default content/).
    const siteDir = siteConfig === undefined ? '.' : (/\bsiteDir:\s*['"]([^'"]+)['"]/.exec(siteConfig)?.[1] ?? 'content');
    files = { ...files, [path.posix.join(siteDir, 'src/pages/index.js')]: HOME_PAGE };
  }
  for (const [file, text] of Object.entries(files)) {
    const abs = path.join(dir, file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return dir;
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tongsite <args>` in a folder, with `env` added to this process's environment. */
export function tongsite(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Builds a fixture site into its build/ folder; fails the test with the CLI's output if it fails. */
export function buildSite(dir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): CliRun {
  const run = tongsite(['build', ...args], dir, env);
  if (run.code !== 0) throw new Error(`build failed (${run.code}):\n${run.stdout}\n${run.stderr}`);
  return run;
}

/** The built HTML of a URL path (`/en/docs/a` → build/en/docs/a/index.html). */
export function page(buildDir: string, url: string): string {
  const clean = decodeURIComponent(url).replace(/^\/+|\/+$/g, '');
  const file = path.join(buildDir, clean, clean.endsWith('.html') ? '' : 'index.html');
  if (!existsSync(file)) throw new Error(`no page built for ${url} (${file})`);
  return readFileSync(file, 'utf8');
}

/** Every file under `dir` by its path there, with its text. */
export function folderTexts(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out[path.relative(dir, path.join(e.parentPath, e.name))] = readFileSync(path.join(e.parentPath, e.name), 'utf8');
  }
  return out;
}
