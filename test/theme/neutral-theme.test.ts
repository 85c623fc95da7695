// The theme knows nothing of the site it builds: no text, picture or colour of
// our own website (Tongsuo) is in templates/ or in the bundles made from them.
// Our site's look is content/src/css/custom.css.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../helpers/site.js';

/** Words and colours of our website: its name, its padlock, the brown and gold of its custom.css. */
const OURS = /tongsuo|铜锁|padlock|#83591a|#6e4a13|#f6ecd9|#e0b15c|#f0c878|#3a2f1c|#d9a35a|#9a6b1f|#e8bf7a|#b8832f/i;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.(?:tsx?|css|js|json)$/.test(file));
}

describe('the theme is neutral', () => {
  for (const dir of ['templates', path.join('dist', 'bundles')]) {
    it(`${dir}/ holds no text, picture or colour of our website`, () => {
      const files = filesUnder(path.join(ROOT, dir));
      assert.ok(files.length > 0, `${dir} was read (${files.length} files)`);
      const found = files.flatMap((file) => {
        const match = OURS.exec(readFileSync(file, 'utf8'));
        return match ? [`${path.relative(ROOT, file)}: ${match[0]}`] : [];
      });
      assert.deepEqual(found, []);
    });
  }

  it('the grep finds what it looks for (the test can fail)', () => {
    assert.match(readFileSync(path.join(ROOT, 'content', 'src', 'css', 'custom.css'), 'utf8'), OURS);
  });
});
