// KaTeX output made valid HTML: no element inside <mo>, no width on <mtd>, no
// control characters; the formula's content and spacing kept.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import katex from 'katex';
import { toString } from 'hast-util-to-string';
import { validKatexHtml } from '../../src/markdown/plugins/valid-mathml.js';
import { all, parseFragment } from '../helpers/html.js';

const mathml = (tex: string) => validKatexHtml(katex.renderToString(tex, { displayMode: true, output: 'mathml', throwOnError: false }));
/** Every <mo> that holds an element: what the HTML checker refuses. */
const moWithElements = (html: string) =>
  all(parseFragment(html), 'mo')
    .filter((mo) => mo.children.some((c) => c.type === 'element'))
    .map((mo) => toString(mo));
/** The formula's characters, its TeX source (the annotation) left out. */
const formulaText = (html: string) =>
  all(parseFragment(html), 'math > semantics > :not(annotation)')
    .map((node) => toString(node))
    .join('');

describe('validKatexHtml', () => {
  for (const tex of ['a \\bmod b', 'a \\overset{?}{=} b', '\\stackrel{def}{=}', '\\mathrel{\\mathop:}=']) {
    it(`${tex}: no element inside <mo>, the same operators and letters`, () => {
      const before = katex.renderToString(tex, { displayMode: true, output: 'mathml' });
      assert.ok(moWithElements(before).length > 0, 'KaTeX still writes elements inside <mo> (else this test proves nothing)');
      const after = mathml(tex);
      assert.deepEqual(moWithElements(after), []);
      assert.ok(formulaText(before).length > 0);
      assert.equal(formulaText(after), formulaText(before));
      assert.equal((after.match(/<mrow\b/g) ?? []).length, (after.match(/<\/mrow>/g) ?? []).length, 'balanced');
    });
  }

  it("keeps an operator's spacing as <mspace> (\\bmod)", () => {
    assert.match(mathml('a \\bmod b'), /<mrow><mspace width="0.22em"\/><mrow><mi mathvariant="normal">m<\/mi>/);
  });

  it('drops width from <mtd> (\\tag) and leaves other attributes', () => {
    const html = validKatexHtml('<math><mtable width="100%"><mtr><mtd width="50%" class="x"></mtd></mtr></mtable></math>');
    assert.equal(html, '<math><mtable width="100%"><mtr><mtd class="x"></mtd></mtr></mtable></math>');
  });

  it('replaces control characters, which HTML forbids even as references', () => {
    const html = validKatexHtml(katex.renderToString('x\b', { throwOnError: false }));
    assert.doesNotMatch(html, /[\u0000-\u0008]/);
    assert.match(html, /\uFFFD/);
  });

  it('leaves valid MathML untouched', () => {
    const html = katex.renderToString('\\frac{a}{b} + \\sum_{i=1}^n x_i', { output: 'mathml' });
    assert.equal(validKatexHtml(html), html);
  });
});
