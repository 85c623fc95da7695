// The Docusaurus-style fixture site (test/fixtures/docusaurus-site), copied to
// a temporary folder and built there, so that the repository gets no build/.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { buildSite, ROOT, tempDir } from '../helpers/site.js';

export const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'docusaurus-site');

/** A fresh copy of the fixture site; `edit` may change its files before it is built. */
export function fixtureCopy(): string {
  const dir = tempDir('tongsite-docusaurus-');
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

/** Builds a copy of the fixture and returns its build folder. */
export function buildDocusaurusFixture(): string {
  const dir = fixtureCopy();
  buildSite(dir);
  return path.join(dir, 'build');
}
