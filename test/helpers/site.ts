// Small sites written inline, built through the real CLI, as a reader of the
// output would see them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** Writes files (path → text) into a new temporary folder, removed at exit, and returns it. */
export function makeSite(files: Record<string, string>): string {
  const dir = tempDir();
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

/** Runs `tongsite <args>` in a folder. */
export function tongsite(args: string[], cwd: string): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Builds a fixture site into its build/ folder; fails the test with the CLI's output if it fails. */
export function buildSite(dir: string, args: string[] = []): CliRun {
  const run = tongsite(['build', ...args], dir);
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

/** Text content of the first element matching a simple `<tag ... attr="value"` opening. */
export function titleOf(html: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** Every `href` in a fragment of HTML, in order. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** The inner HTML of the first element with the given class (balanced on its tag name). */
export function byClass(html: string, className: string): string {
  const open = new RegExp(`<(\\w+)[^>]*\\sclass="(?:[^"]*\\s)?${className}(?:\\s[^"]*)?"[^>]*>`).exec(html);
  if (!open) return '';
  const tag = open[1]!;
  let depth = 1;
  const re = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, 'g');
  re.lastIndex = open.index + open[0].length;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(open.index + open[0].length, m.index);
  }
  return '';
}

/** Visible text of an HTML fragment, tags dropped, entities decoded, spaces folded. */
export function text(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The inner HTML of each direct <li> child of a list fragment. */
export function listItems(listInner: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (const m of listInner.matchAll(/<li\b[^>]*>|<\/li>/g)) {
    if (m[0].startsWith('</')) {
      depth--;
      if (depth === 0) items.push(listInner.slice(start, m.index));
    } else {
      if (depth === 0) start = m.index! + m[0].length;
      depth++;
    }
  }
  return items;
}
