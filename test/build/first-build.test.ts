// A site's first build (nothing cached yet) through the real CLI.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, config, makeSite, page } from '../helpers/site.js';

describe("a site's first build", () => {
  it('bundles none of tongsite’s own files itself: templates, stylesheet and browser code come made with tongsite', () => {
    const site = makeSite({ 'site.config.ts': config(), 'content/docs/intro.md': '# Intro\n\nHello.\n' });
    buildSite(site);
    const cache = path.join(site, '.tongsite-cache');
    for (const made of ['client', 'styles', path.join('render', 'templates.json')]) assert.equal(existsSync(path.join(cache, made)), false, `${made} in the site's cache`);
    const html = page(path.join(site, 'build'), '/docs/intro');
    // The stylesheet is written into the page's head.
    const stylesheet = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const script = /<script type="module" src="\/([^"]+\.js)"/.exec(html)?.[1];
    assert.match(stylesheet, /\.navbar\{/, 'the stylesheet is in the page');
    assert.ok(script && existsSync(path.join(site, 'build', script)), `script ${script} built`);
  });
});
