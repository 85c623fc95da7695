// Markdown files a page imports from elsewhere in the site are compiled as
// partials (src/content/imported-partials.ts), and those they import in turn.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { importedPartials } from '../../src/content/imported-partials.js';
import { tempDir } from '../helpers/site.js';

describe('importedPartials', () => {
  it('finds the Markdown a page imports, and what that imports, but not what a page only mentions', () => {
    const site = tempDir('tongsite-partials-');
    mkdirSync(path.join(site, 'shared'), { recursive: true });
    writeFileSync(path.join(site, 'shared/_note.mdx'), "import Tip from './_tip.md';\n\n<Tip />\n");
    writeFileSync(path.join(site, 'shared/_tip.md'), 'A tip.\n');
    writeFileSync(path.join(site, 'shared/_unused.md'), 'Never imported.\n');
    const page = { absPath: path.join(site, 'docs/guide.mdx'), sitePath: 'docs/guide.mdx', text: "import Note from '@site/shared/_note.mdx';\n\n<Note />\n" };
    const plain = { absPath: path.join(site, 'docs/plain.md'), sitePath: 'docs/plain.md', text: 'Mentions @site/shared/_unused.md without importing it.\n' };
    const found = importedPartials(
      [page, plain],
      site,
      () => false,
      (file) => readFileSync(file, 'utf8'),
    );
    assert.deepEqual(
      found.map((f) => f.sitePath),
      ['shared/_note.mdx', 'shared/_tip.md'],
    );
  });
});
