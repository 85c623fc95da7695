// Highlighting must not depend on the order in which files are highlighted:
// shiki colours a fence nested in a Markdown block only in a language already
// loaded, so the highlighter loads the site's languages before such a block.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';
import { fenceLanguages } from '../../src/markdown/fence-languages.js';

const NESTED = '```js\nconst answer = 42;\n```';
const keywordIn = (html: string) => /--shiki-token-keyword\)">const/.test(html);

describe('code highlighter', () => {
  it('names the languages of a site\'s fences, once each, without meta or indentation', () => {
    const pages = ['# A\n\n```c title="a.c"\nint a;\n```\n', '````md\n```JS\nx\n```\n````\n\n  ~~~bash\nls\n  ~~~\n', '```\nplain\n```\n'];
    assert.deepEqual(fenceLanguages(pages), ['c', 'md', 'js', 'bash']);
  });

  it('colours a fence nested in a Markdown block the same whether or not its language was used before', async () => {
    const siteLanguages = fenceLanguages(['````md\n' + NESTED + '\n````', NESTED]);
    const first = await createCodeHighlighter({ siteLanguages });
    await first.load(['md']);
    const mdFirst = first.toHtml(NESTED, 'md', []);
    const second = await createCodeHighlighter({ siteLanguages });
    await second.load(['js']);
    second.toHtml(NESTED, 'js', []);
    await second.load(['md']);
    assert.equal(mdFirst, second.toHtml(NESTED, 'md', []));
    assert.ok(keywordIn(mdFirst), 'the nested js is coloured');
  });

  it('leaves a nested fence plain when the site uses its language nowhere else', async () => {
    const highlighter = await createCodeHighlighter({ siteLanguages: ['md'] });
    await highlighter.load(['md']);
    assert.ok(!keywordIn(highlighter.toHtml(NESTED, 'md', [])));
  });
});
