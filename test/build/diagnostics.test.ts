// What a writer sees for mistakes in content files: each at file:line:column,
// with a code frame where there is a line, reported once, and nothing misleading.
import assert from 'node:assert/strict';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { config, makeSite, tempDir, tongsite } from '../helpers/site.js';

const doc = (title: string, body = `${title} text.`) => `---\ntitle: ${title}\n---\n\n${body}\n`;

function build(files: Record<string, string>) {
  const dir = makeSite({ 'site.config.ts': config(), ...files });
  const run = tongsite(['build'], dir);
  return { ...run, dir, errors: run.stderr.split('\n').filter((l) => /^(error|warning) /.test(l)) };
}

describe('diagnostics of content files', () => {
  it('puts an unclosed tag at its file, line and column, with a code frame', () => {
    const run = build({ 'content/docs/a.md': doc('A', 'Text.\n\n<div>\n\nnever closed') });
    assert.equal(run.code, 1);
    assert.deepEqual(run.errors, ['error content/docs/a.md:7:1: MDX syntax error: Expected a closing tag for `<div>` (7:1-7:6) [mdx-syntax]']);
    assert.match(run.stderr, /> 7 \| <div>/);
  });

  it('reports an unknown component once, at its first use, though both locales render the page', () => {
    const run = build({ 'content/docs/b.md': doc('B', 'Some text.\n\nUse <Foo /> here.') });
    assert.equal(run.code, 1);
    assert.deepEqual(run.errors, ['error content/docs/b.md:7:5: <Foo> is not a component this page imports or the site provides [unknown-component]']);
  });

  it('puts a syntax error of _category_.json at its line and column, and checks its fields\' types', () => {
    const run = build({
      'content/docs/bad/_category_.json': '{ "label": "Bad",\n  "position": 1,, }\n',
      'content/docs/bad/d.md': doc('D'),
      'content/docs/cat/_category_.json': '{ "label": "Cat",\n  "position": "x",\n  "collapsible": "yes",\n  "colour": "red" }\n',
      'content/docs/cat/c.md': doc('C'),
    });
    assert.equal(run.code, 1);
    assert.deepEqual(run.errors, [
      'error content/docs/bad/_category_.json:2:17: category file cannot be parsed: Expected double-quoted property name in JSON [category-syntax]',
      'error content/docs/cat/_category_.json:2:3: `position` must be a number, got "x" [category-field]',
      'error content/docs/cat/_category_.json:3:3: `collapsible` must be true or false, got "yes" [category-field]',
      'warning content/docs/cat/_category_.json:4:3: `colour` is not a field of category files; it is ignored [category-field]',
    ]);
  });

  it('reports an authors.yml that cannot be read at its line, and no misleading unknown authors', () => {
    const run = build({
      'content/blog/authors.yml': 'alice:\n  name: Alice\n  links: [a, b\n',
      'content/blog/2024-01-01-p.md': '---\ntitle: P\nauthors: [alice]\n---\n\nP.\n',
      'content/blog/2024-01-02-q.md': '---\ntitle: Q\nauthors: [alice]\n---\n\nQ.\n',
    });
    assert.equal(run.code, 1);
    assert.deepEqual(run.errors, ['error content/blog/authors.yml:3:1: authors file cannot be parsed: unexpected end of the stream within a flow collection [authors-syntax]']);
  });

  it('points invalid YAML front matter at the line that opened the unclosed list, not the closing ---', () => {
    const run = build({ 'content/docs/e.md': '---\ntitle: E\ntags: [a, b\nslug: /e\n---\n\nE.\n' });
    assert.equal(run.code, 1);
    assert.deepEqual(run.errors, ['error content/docs/e.md:3:1: front matter is not valid YAML: missed comma between flow collection entries [front-matter-syntax]']);
  });

  it('warns about a translation that has no page to translate, at its file', () => {
    const run = build({ 'content/docs/a.md': doc('A'), 'content/i18n/en/docusaurus-plugin-content-docs/current/orphan.md': doc('Orphan') });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout + run.stderr, /warning content\/i18n\/en\/docusaurus-plugin-content-docs\/current\/orphan\.md: this en translation has no doc to translate \(no orphan\.md in the default locale\): it is not published/);
  });

  it('reports cached compile warnings at the site\'s new path after its folder moved', () => {
    const first = makeSite({ 'site.config.ts': config(), 'content/docs/m.md': doc('M', 'Math: $\\badmacro{x}$') });
    const built = tongsite(['build'], first);
    assert.match(built.stdout + built.stderr, /warning content\/docs\/m\.md:5:7: KaTeX cannot render this formula/);
    const moved = path.join(tempDir(), 'moved');
    cpSync(first, moved, { recursive: true });
    writeFileSync(path.join(first, 'content/docs/m.md'), doc('M', 'Gone.'));
    const again = tongsite(['build'], moved);
    assert.match(again.stdout + again.stderr, /warning content\/docs\/m\.md:5:7: KaTeX cannot render this formula/);
    assert.doesNotMatch(again.stdout + again.stderr, new RegExp(first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });
});
