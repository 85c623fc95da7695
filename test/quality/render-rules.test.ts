// The rules behind the gates, each on its own: heading outlines without gaps,
// list excerpts without duplicate ids, image sizes read from file headers, and
// a site that serves KaTeX itself with images that reserve their space.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { imageSize } from '../../src/assets/image-size.js';
import { asExcerpt } from '../../templates/blog/BlogPostItem.js';
import { continuousHeadings } from '../../templates/heading-outline.js';
import { toString } from 'hast-util-to-string';
import { all, attr, one, parseFragment, textOf } from '../helpers/html.js';
import { buildSite, config, makeSite, page, tempDir } from '../helpers/site.js';

/** The levels of a fragment's headings, in order. */
const levels = (html: string) => all(parseFragment(html), 'h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName.slice(1)));

describe('continuousHeadings', () => {
  it('raises content that starts below the next level, keeping nesting and ids', () => {
    const html = '<h3 id="a">A</h3><p>x</p><h4 id="b">B</h4><h3 id="c">C</h3><h5 id="d">D</h5>';
    const out = continuousHeadings(html, 1);
    assert.deepEqual(levels(out), [2, 3, 2, 3]);
    assert.equal(textOf(one(parseFragment(out), 'h2#a')), 'A');
    assert.equal(textOf(one(parseFragment(out), 'h3#d')), 'D');
  });
  it('leaves a gapless outline as it is, and is idempotent', () => {
    const html = '<h2>A</h2><h3>B</h3><h2>C</h2>';
    assert.equal(continuousHeadings(html, 1), html);
    const once = continuousHeadings('<h4>A</h4><h6>B</h6>', 2);
    assert.deepEqual(levels(once), [3, 4]);
    assert.equal(continuousHeadings(once, 2), once);
  });
});

describe('asExcerpt', () => {
  it('drops heading ids and direct links, and loads every image lazily', () => {
    const html = '<h2 id="背景" class="anchor">背景<a class="hash-link" href="#背景" aria-label="x">​</a></h2><img src="/a.png" loading="eager" alt="">';
    const out = asExcerpt(html);
    assert.equal(out, '<h2 class="anchor">背景</h2><img src="/a.png" loading="lazy" alt="">');
    assert.equal(asExcerpt(out), out);
  });
});

describe('imageSize', () => {
  const file = (name: string, bytes: Buffer | string) => {
    const abs = path.join(tempDir('tongsite-img-'), name);
    writeFileSync(abs, bytes);
    return abs;
  };
  const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(64)]);
  it('reads PNG, GIF, JPEG, WebP and SVG headers', () => {
    const png = Buffer.alloc(24);
    png.writeUInt32BE(0x89504e47, 0);
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    assert.deepEqual(imageSize(file('a.png', pad(png))), { width: 640, height: 480 });
    const gif = Buffer.from('GIF89a\x20\x03\x58\x02', 'latin1');
    assert.deepEqual(imageSize(file('a.gif', pad(gif))), { width: 800, height: 600 });
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 300 and width 400.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Array(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90]);
    assert.deepEqual(imageSize(file('a.jpg', pad(jpeg))), { width: 400, height: 300 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8X', 8, 'ascii');
    webp.writeUIntLE(1023, 24, 3);
    webp.writeUIntLE(767, 27, 3);
    assert.deepEqual(imageSize(file('a.webp', pad(webp))), { width: 1024, height: 768 });
    assert.deepEqual(imageSize(file('a.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"></svg>'.padEnd(64))), { width: 120, height: 40 });
    assert.deepEqual(imageSize(file('b.svg', '<svg width="32px" height="16" viewBox="0 0 1 1"></svg>'.padEnd(64))), { width: 32, height: 16 });
  });
  it('knows nothing of other files', () => {
    assert.equal(imageSize(file('a.txt', 'not an image at all, just some text here')), undefined);
    assert.equal(imageSize('/no/such/file.png'), undefined);
  });
});

describe('a site with images and self-hosted KaTeX', () => {
  const png = (w: number, h: number) => {
    const b = Buffer.alloc(64);
    b.writeUInt32BE(0x89504e47, 0);
    b.writeUInt32BE(w, 16);
    b.writeUInt32BE(h, 20);
    return b.toString('latin1');
  };
  it('sizes images, loads the first at once and the rest lazily; serves KaTeX CSS and fonts itself', () => {
    const dir = makeSite({
      'site.config.ts': config(`markdown: { katex: { selfHost: true } },`),
      'content/docs/a.md': '# A\n\n![one](./one.png)\n\n$$x^2$$\n\n![two](/img/two.png)\n',
      'content/static/img/two.png': '',
    });
    writeFileSync(path.join(dir, 'content/docs/one.png'), png(300, 200), 'latin1');
    writeFileSync(path.join(dir, 'content/static/img/two.png'), png(50, 40), 'latin1');
    buildSite(dir);
    const build = path.join(dir, 'build');
    const html = page(build, '/docs/a');
    const imgs = all(html, '.markdown img').map((img) => ['loading', 'width', 'height'].map((name) => attr(img, name)));
    assert.deepEqual(imgs, [
      ['eager', '300', '200'],
      ['lazy', '50', '40'],
    ]);
    // Written into the page (no request before the math shows), naming the file that pages reached by navigation load.
    const style = one(html, 'head style[data-href]');
    const href = attr(style, 'data-href') ?? '';
    const inline = toString(style);
    assert.match(href, /^\/assets\/katex\/katex\.[0-9a-f]{8}\.css$/, 'the page carries the self-hosted stylesheet, without a CDN');
    assert.equal(all(html, 'link[rel=stylesheet]').length, 0);
    assert.doesNotMatch(html, /cdn\.jsdelivr/);
    assert.equal(readFileSync(path.join(build, href), 'utf8'), inline);
    const fonts = [...inline.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]!);
    assert.ok(fonts.length >= 15 && fonts.every((f) => /^\/assets\/katex\/fonts\/KaTeX_[\w-]+\.[0-9a-f]{8}\.woff2$/.test(f)), fonts.join(' '));
    for (const font of fonts) assert.ok(readFileSync(path.join(build, font)).length > 1000, font);
    assert.equal(all(page(build, '/'), 'style[data-href]').length, 0, 'a page without math carries no KaTeX stylesheet');
  });
});
