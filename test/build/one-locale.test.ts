// `tongsite build --locale <code>`, as `docusaurus build --locale` builds one
// locale: that locale's pages only, where the whole build puts them; the locale
// dropdown still offers the others; a full build afterwards is not taken for
// the same build; a locale the site lacks is an error naming its locales.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { all, attr, one, parseHtml } from '../helpers/html.js';
import { docusaurusConfig, makeSite, page, tongsite } from '../helpers/site.js';

describe('build --locale', () => {
  let dir: string;
  const built = (file: string) => existsSync(path.join(dir, 'build', file));
  before(() => {
    dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({ extra: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }," }),
      'docs/tides.md': '# Tides\n\nTwice a day.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/tides.md': '# Marées\n\nDeux fois par jour.\n',
    });
  });

  it("builds only that locale's pages, in their own folder, with every locale in the dropdown", () => {
    const run = tongsite(['build', '--locale', 'fr'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.ok(built('fr/docs/tides/index.html'));
    assert.ok(!built('docs/tides/index.html'), 'no page of the default locale');
    const fr = parseHtml(page(path.join(dir, 'build'), '/fr/docs/tides'));
    assert.match(String(attr(one(fr, 'html'), 'lang')), /^fr/);
    const choices = all(fr, '.dropdown__menu a[hreflang]').map((a) => attr(a, 'hreflang'));
    assert.ok(choices.includes('en') && choices.some((lang) => String(lang).startsWith('fr')), `the dropdown offers both: ${choices.join(', ')}`);
  });

  it('builds every locale again when --locale is left out', () => {
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.ok(built('docs/tides/index.html') && built('fr/docs/tides/index.html'));
    assert.equal(tongsite(['build', '--locale', 'en'], dir).code, 0);
    assert.ok(built('docs/tides/index.html'));
    assert.ok(!built('fr/docs/tides/index.html'), 'the French pages are not in a build of English alone');
  });

  it('refuses a locale the site does not have, naming its locales', () => {
    const run = tongsite(['build', '--locale', 'de'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /--locale de is not a locale of the site \(i18n\.locales: en, fr\)/);
    assert.ok(built('docs/tides/index.html'), 'the last good build stays');
  });
});
