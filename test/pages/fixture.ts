// The fixture site with pages of its own (test/fixtures/pages-site), copied to
// a temporary folder and built there: outside the repository, whose
// package.json would make its files ES modules for Node, as a site's is not.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { buildSite, ROOT, tempDir } from '../helpers/site.js';

export const PAGES_FIXTURE = path.join(ROOT, 'test', 'fixtures', 'pages-site');

/** A fresh copy of the fixture site. */
export function pagesFixtureCopy(): string {
  const dir = tempDir('tongsite-pages-');
  cpSync(PAGES_FIXTURE, dir, { recursive: true });
  return dir;
}

/** Builds a copy of the fixture; returns its build folder. */
export function buildPagesFixture(): string {
  const dir = pagesFixtureCopy();
  buildSite(dir);
  return path.join(dir, 'build');
}
