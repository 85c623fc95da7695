// The version of a package a Docusaurus site installs: some of Docusaurus' rules changed between its
// minor versions (author pages came with 3.5), and a site is built as the version it installs builds it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The version in node_modules/<name>/package.json, looked up from the site's folder upwards as Node resolves it; undefined when not installed. */
export function installedVersion(fromDir: string, name: string): string | undefined {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) {
      try {
        const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
        return typeof version === 'string' ? version : undefined;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Whether `version` (x.y.z) is `major.minor` or later; an unknown version counts as the latest. */
export function atLeast(version: string | undefined, major: number, minor: number): boolean {
  if (!version) return true;
  const [a = 0, b = 0] = version.split('.').map((n) => Number.parseInt(n, 10));
  return a > major || (a === major && b >= minor);
}
