// Config HTML in the footer: its images load lazily unless the author said how they load.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { imagesLoadLazily } from '../../src/content/lazy-images.js';
import { all, attr } from '../helpers/html.js';
import { buildSite, config, makeSite, page } from '../helpers/site.js';

describe('imagesLoadLazily', () => {
  it('adds loading="lazy" and decoding="async" to each <img>, keeping its attributes and self-closing slash', () => {
    assert.equal(
      imagesLoadLazily('<span>📌 微信公众号 <img src="/img/qr.jpg" class="footer-hover-image" alt="二维码" width="120" height="120"></span>'),
      '<span>📌 微信公众号 <img src="/img/qr.jpg" class="footer-hover-image" alt="二维码" width="120" height="120" loading="lazy" decoding="async"></span>',
    );
    assert.equal(imagesLoadLazily('<IMG SRC=/a.png alt="a > b"/>'), '<IMG SRC=/a.png alt="a > b" loading="lazy" decoding="async" />');
  });

  it('leaves an image that says how it loads, and other tags, as they are', () => {
    const html = '<img src="/a.png" loading="eager" alt=""><img alt="loading=lazy" LOADING=eager src="/b.png"><imgx src="/c.png"><p>img</p>';
    assert.equal(imagesLoadLazily(html), html);
    assert.equal(imagesLoadLazily(imagesLoadLazily('<img src="/a.png" alt="">')), '<img src="/a.png" alt="" loading="lazy" decoding="async">');
  });

  it('is applied to the footer items and copyright of the built pages', () => {
    const dir = makeSite({
      'site.config.ts': config(`footer: {
        links: [{ title: 'More', items: [{ html: '<a class="qr">QR <img src="/img/qr.png" alt="QR" width="120" height="120"></a>' }] }],
        copyright: 'Copyright <img src="/img/mark.png" alt="mark" width="16" height="16">',
      },`),
      'content/docs/a.md': '# A\n\nText.\n',
      'content/static/img/qr.png': 'x',
      'content/static/img/mark.png': 'x',
    });
    buildSite(dir);
    const html = page(path.join(dir, 'build'), '/docs/a');
    const footerImages = all(html, 'footer img').filter((img) => /qr|mark/.test(attr(img, 'src') ?? ''));
    assert.deepEqual(
      footerImages.map((img) => [attr(img, 'src'), attr(img, 'loading'), attr(img, 'decoding')]),
      [
        ['/img/qr.png', 'lazy', 'async'],
        ['/img/mark.png', 'lazy', 'async'],
      ],
    );
  });
});
