// CSS that site code imports from a package (an editor's stylesheet) names its
// fonts and images in url(): each is copied into the build and the url() is
// its URL there, its query and fragment kept, as Docusaurus' css-loader makes it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, docusaurusConfig, makeSite, page } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ title: 'Chart Room', host: 'charts', classic: '{ docs: false, blog: false }' }),
  'node_modules/sea-glyphs/package.json': JSON.stringify({ name: 'sea-glyphs', version: '2.0.0', main: 'index.js' }),
  'node_modules/sea-glyphs/index.js': "import './glyphs.css';\nexport const glyph = (name) => `glyph-${name}`;\n",
  'node_modules/sea-glyphs/glyphs.css': `@font-face {
  font-family: 'sea-glyphs';
  src: url('./fonts/glyphs.woff2') format('woff2'), url(./fonts/glyphs.ttf?v=2#iefix) format('truetype');
}
.glyph { font-family: 'sea-glyphs'; background: url(wave.png) no-repeat; }
`,
  'node_modules/sea-glyphs/fonts/glyphs.woff2': 'woff2 bytes',
  'node_modules/sea-glyphs/fonts/glyphs.ttf': 'ttf bytes',
  'node_modules/sea-glyphs/wave.png': 'png bytes',
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import { glyph } from 'sea-glyphs';

export default function Home() {
  return (
    <Layout title="Chart Room">
      <main>
        <span className={\`glyph \${glyph('anchor')}\`}>Anchorage</span>
      </main>
    </Layout>
  );
}
`,
};

describe('url() in CSS that site code imports from a package', () => {
  it('is the URL of the file’s copy in the build, which holds its bytes', async () => {
    const dir = makeSite(FILES);
    buildSite(dir);
    const build = path.join(dir, 'build');
    const css = [...page(build, '/').matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
    const urls = [...css.matchAll(/url\(["']?([^)"']+)["']?\)/g)].map((m) => m[1]!);
    const woff2 = urls.find((url) => url.includes('.woff2')) ?? '';
    const ttf = urls.find((url) => url.includes('.ttf')) ?? '';
    const png = urls.find((url) => url.includes('.png')) ?? '';
    assert.match(woff2, /^\/assets\/images\/glyphs-[0-9a-f]{8}\.woff2$/, css);
    assert.match(ttf, /^\/assets\/images\/glyphs-[0-9a-f]{8}\.ttf\?v=2#iefix$/, css);
    assert.match(png, /^\/assets\/images\/wave-[0-9a-f]{8}\.png$/, css);
    const bytes = (url: string) => readFileSync(path.join(build, url.replace(/[?#].*$/, '')), 'utf8');
    assert.equal(bytes(woff2), 'woff2 bytes');
    assert.equal(bytes(ttf), 'ttf bytes');
    assert.equal(bytes(png), 'png bytes');
  });
});

describe('url() in the CSS of the site’s swizzled frame and of its client modules', () => {
  it('is the URL of the file’s copy in the build, as for a page’s own code; an image the footer imports is copied too', () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({ title: 'Chart Room', host: 'charts', extra: "clientModules: ['./src/client/compass.js']," }),
      'src/theme/Footer/index.js': `import React from 'react';
import styles from './styles.module.css';
import buoy from './buoy.png';

export default function Footer() {
  return (
    <footer className={styles.shore}>
      <img src={buoy} alt="A buoy" /> Charts are not for navigation.
    </footer>
  );
}
`,
      'src/theme/Footer/styles.module.css': '.shore { background: url(./sand.png) repeat-x; }\n',
      'src/theme/Footer/sand.png': 'sand bytes',
      'src/theme/Footer/buoy.png': 'buoy bytes',
      'src/client/compass.js': "import './compass.css';\n",
      'src/client/compass.css': ".navbar { background-image: url('../../static-art/rose.svg'); }\n",
      'static-art/rose.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/charts.md': 'Charts of the coast.\n',
    });
    buildSite(dir);
    const build = path.join(dir, 'build');
    const html = page(build, '/docs/charts');
    const sheet = (name: string) => {
      const href = new RegExp(`href="(/assets/[^"]*${name}[^"]*\\.css)"`).exec(html)?.[1];
      assert.ok(href, `a stylesheet of the ${name} in ${html.slice(0, 2000)}`);
      return readFileSync(path.join(build, href), 'utf8');
    };
    const sand = /url\(["']?(\/assets\/images\/sand-[0-9a-f]{8}\.png)["']?\)/.exec(sheet('frame'))?.[1];
    const rose = /url\(["']?(\/assets\/images\/rose-[0-9a-f]{8}\.svg)["']?\)/.exec(sheet('client-modules'))?.[1];
    assert.ok(sand && rose, 'both url()s are the copies’ URLs');
    assert.equal(readFileSync(path.join(build, sand), 'utf8'), 'sand bytes');
    assert.equal(readFileSync(path.join(build, rose), 'utf8'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const buoy = /<img src="(\/assets\/images\/buoy-[0-9a-f]{8}\.png)" alt="A buoy"/.exec(html)?.[1];
    assert.ok(buoy, 'the footer’s image is its copy’s URL');
    assert.equal(readFileSync(path.join(build, buoy), 'utf8'), 'buoy bytes');
  });
});
