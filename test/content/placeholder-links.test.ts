// Config HTML in the chrome: an <a> without href (a placeholder link) is
// written as a <span>, every other tag as the author wrote it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { placeholderLinksAsText } from '../../src/content/placeholder-links.js';

describe('placeholderLinksAsText', () => {
  it('writes an <a> without href, and its end tag, as a <span> with the same attributes and content', () => {
    const upstream = '<a class="footer-link footer__link-item">📌 微信公众号 <img src="/img/qr.jpg" class="footer-hover-image" alt="二维码" width="120" height="120"></a>';
    assert.equal(
      placeholderLinksAsText(upstream),
      '<span class="footer-link footer__link-item">📌 微信公众号 <img src="/img/qr.jpg" class="footer-hover-image" alt="二维码" width="120" height="120"></span>',
    );
    assert.equal(placeholderLinksAsText('<a>x</a>'), '<span>x</span>');
  });

  it('keeps links with an href, in any case and with any quoting, next to placeholders', () => {
    const html = '<a href="/a">a</a> <A HREF=/b>b</A> <a class=x href>c</a> <a title="no href=here">d</a> <a data-x=\'>\' href="/e">e</a>';
    assert.equal(placeholderLinksAsText(html), '<a href="/a">a</a> <A HREF=/b>b</A> <a class=x href>c</a> <span title="no href=here">d</span> <a data-x=\'>\' href="/e">e</a>');
  });

  it('leaves other tags that start with a alone', () => {
    const html = '<abbr title="x">x</abbr><aside><article>y</article></aside>';
    assert.equal(placeholderLinksAsText(html), html);
  });
});
