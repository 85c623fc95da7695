// The theme knows nothing of the site it builds: no text, picture, colour or
// home-page layout of our own website (Tongsuo) is in templates/, in the
// browser code and strings the tool ships (src/client, src/shared), or in the
// bundles made from them. Our site's look is its own, in content/: its colours
// in content/src/css/custom.css, its home page in content/src/pages/index.tsx.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../helpers/site.js';

/** Words and colours of our website: its name, its padlock, the brown and gold of its custom.css. */
const OURS = /tongsuo|铜锁|padlock|#83591a|#6e4a13|#f6ecd9|#e0b15c|#f0c878|#3a2f1c|#d9a35a|#9a6b1f|#e8bf7a|#b8832f|#3b2a10|#2f6f8f|#6fb3d2/i;

/**
 * Our home page's layout, as the tool once drew it: its picture's colour
 * variables, the hero with a picture, the cards and the quick-start, release
 * and latest-posts panels, and the words of those panels.
 */
const HOME_LAYOUT =
  /--ts-hero|hero--home|hero__picture|hero__inner|home-panel|home__panels|home-posts|home-release|home-code|feature--link|\bHomePage\b|\bHomePadlock\b|latestPosts|quickStart|tongsite\.home\./;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.(?:tsx?|css|js|json)$/.test(file));
}

describe('the theme is neutral', () => {
  // src/shared's search code names Tongsuo in comments, as examples of what it cuts: only the layout is looked for there.
  const dirs: [string, RegExp[]][] = [
    ['templates', [OURS, HOME_LAYOUT]],
    [path.join('src', 'client'), [OURS, HOME_LAYOUT]],
    [path.join('dist', 'bundles'), [OURS, HOME_LAYOUT]],
    [path.join('src', 'shared'), [HOME_LAYOUT]],
  ];
  for (const [dir, patterns] of dirs) {
    it(`${dir}/ holds no ${patterns.includes(OURS) ? 'text, picture, colour or ' : ''}home-page layout of our website`, () => {
      const files = filesUnder(path.join(ROOT, dir));
      assert.ok(files.length > 0, `${dir} was read (${files.length} files)`);
      const found = files.flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return patterns.flatMap((pattern) => {
          const match = pattern.exec(text);
          return match ? [`${path.relative(ROOT, file)}: ${match[0]}`] : [];
        });
      });
      assert.deepEqual(found, []);
    });
  }

  it('the greps find what they look for in our site (the test can fail)', () => {
    const site = path.join(ROOT, 'content', 'src');
    assert.match(readFileSync(path.join(site, 'css', 'custom.css'), 'utf8'), OURS);
    assert.match(readFileSync(path.join(site, 'css', 'custom.css'), 'utf8'), HOME_LAYOUT);
    assert.match(readFileSync(path.join(site, 'pages', 'index.tsx'), 'utf8'), OURS);
  });
});
