// Which UI words a locale gets (src/content/ui-locale.ts), chosen as Docusaurus'
// theme-translations chooses a locale's messages: case aside, then by likely
// region, script and language.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uiLocaleOf, uiLocaleWarnings } from '../../src/content/ui-locale.js';

describe('UI words of a locale', () => {
  it('gives zh-CN, zh-cn, zh-Hans, zh-SG and zh the Chinese words, en-US and EN the English ones', () => {
    for (const code of ['zh-CN', 'zh-cn', 'zh-Hans', 'zh-SG', 'zh']) assert.deepEqual(uiLocaleOf(code), { set: 'zh-cn', fallback: false }, code);
    for (const code of ['en', 'en-US', 'EN']) assert.deepEqual(uiLocaleOf(code), { set: 'en', fallback: false }, code);
  });

  it('gives English, with one warning per locale, where tongsite has no words: Traditional Chinese, other languages', () => {
    for (const code of ['zh-TW', 'zh-Hant', 'fr', 'not a locale']) assert.deepEqual(uiLocaleOf(code), { set: 'en', fallback: true }, code);
    const warnings = uiLocaleWarnings(['en', 'zh-CN', 'zh-TW', 'fr'], '/site/docusaurus.config.js');
    assert.deepEqual(
      warnings.map((w) => [w.code, w.file, /`(.*?)`/.exec(w.message)?.[1]]),
      [
        ['ui-strings-missing', '/site/docusaurus.config.js', 'zh-TW'],
        ['ui-strings-missing', '/site/docusaurus.config.js', 'fr'],
      ],
    );
    assert.match(warnings[0]!.hint ?? '', /code\.json/);
  });
});
