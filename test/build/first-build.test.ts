// A site's first build (nothing cached yet) through the real CLI, and the files
// it lays out on disk beside the pages.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { toString } from 'hast-util-to-string';
import { attr, clientScripts, one } from '../helpers/html.js';
import { buildSite, config, makeSite, page } from '../helpers/site.js';

describe("a site's first build", () => {
  const site = makeSite({
    'site.config.ts': config(),
    'content/docs/intro.md': '# Intro\n\nHello.\n\n![logo](./img/logo.png)\n',
    'content/docs/img/logo.png': 'not really a png',
    'content/static/files/note.txt': 'static',
  });
  const out = path.join(site, 'build');
  before(() => buildSite(site));

  it('bundles none of tongsite’s own files itself: templates, stylesheet and browser code come made with tongsite', () => {
    const cache = path.join(site, '.tongsite-cache');
    for (const made of ['client', 'styles', path.join('render', 'templates.json')]) assert.equal(existsSync(path.join(cache, made)), false, `${made} in the site's cache`);
    const html = page(out, '/docs/intro');
    // The stylesheet is written into the page's head.
    assert.match(toString(one(html, 'head > style')), /\.navbar\{/, 'the stylesheet is in the page');
    const script = clientScripts(html).entry;
    assert.ok(existsSync(path.join(out, script)), `script ${script} built`);
  });

  it('copies static files, and relative images once each under a content hash', () => {
    assert.equal(readFileSync(path.join(out, 'files/note.txt'), 'utf8'), 'static');
    const src = attr(one(page(out, '/docs/intro'), '.markdown img[alt=logo]'), 'src')!;
    assert.match(src, /^\/assets\/images\/logo-[0-9a-f]{8}\.png$/);
    assert.equal(readFileSync(path.join(out, src), 'utf8'), 'not really a png');
    assert.deepEqual(readdirSync(path.join(out, 'assets/images')), [path.basename(src)]);
  });
});
