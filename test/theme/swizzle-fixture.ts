// The fixture site that swizzles theme components (test/fixtures/swizzle-site),
// copied to a temporary folder and built there once for the tests that share
// it: outside the repository, whose package.json would make its files ES
// modules for Node, as a site's are not.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { ROOT, tempDir } from '../helpers/site.js';

/** A fresh copy of the fixture site. */
export function swizzleFixtureCopy(): string {
  const dir = tempDir('tongsite-swizzle-');
  cpSync(path.join(ROOT, 'test', 'fixtures', 'swizzle-site'), dir, { recursive: true });
  return dir;
}
