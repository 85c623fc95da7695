// Config fields of the right type that still cannot work are errors at the
// field, before anything is built or replaced.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { makeSite, tongsite } from '../helpers/site.js';

const configWith = (fields: string) => `import { defineConfig } from 'tongsite';
export default defineConfig({
  title: 'Fixture',
  ${fields}
});
`;

const page = { 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' };

describe('config fields that cannot work', () => {
  it('names a siteDir that does not exist, at its line, and leaves the last good build', () => {
    const dir = makeSite({ 'site.config.ts': configWith("url: 'https://example.org',"), ...page });
    assert.equal(tongsite(['build'], dir).code, 0);
    const before = readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8');
    writeFileSync(path.join(dir, 'site.config.ts'), configWith("url: 'https://example.org',\n  siteDir: 'typo-dir',"));
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /error site\.config\.ts:5:3: config field `siteDir` names the folder typo-dir, which does not exist \[config-field\]/);
    assert.match(run.stderr, /hint: siteDir is the folder that holds docs\/, blog\/, i18n\/ and static\//);
    assert.equal(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), before);
  });

  it('refuses a defaultLocale that is not among the locales, without a stack trace', () => {
    const dir = makeSite({ 'site.config.ts': configWith("url: 'https://example.org',\n  i18n: { defaultLocale: 'zh-cn', locales: ['en'] },"), ...page });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /error site\.config\.ts:5:11: config field `i18n\.defaultLocale` is "zh-cn", which is not one of i18n\.locales \(en\)/);
    assert.doesNotMatch(run.stderr, /TypeError|\n\s+at /);
  });

  it('refuses a url that is not an absolute http(s) URL', () => {
    const dir = makeSite({ 'site.config.ts': configWith("url: 'not a url',"), ...page });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /error site\.config\.ts:4:3: config field `url` is "not a url", which is not an absolute http\(s\) URL/);
  });

  it('refuses a blogPlugins or docsPlugins entry whose id is the default instance’s, or an earlier entry’s', () => {
    // Docusaurus refuses two instances of a plugin with one id (core/src/server/plugins/pluginIds.ts, ensureUniquePluginInstanceIds).
    const fields = [
      "url: 'https://example.org',",
      "  blogPlugins: [{ id: 'default', path: 'news' }],",
      "  docsPlugins: [{ id: 'guides', path: 'guides' }, { id: 'guides', path: 'more-guides' }],",
    ].join('\n');
    const run = tongsite(['build'], makeSite({ 'site.config.ts': configWith(fields), ...page }));
    assert.equal(run.code, 1);
    assert.match(run.stderr, /error site\.config\.ts:5:19: config field `blogPlugins\[0\]\.id` is "default", the id of the instance the `blog` field configures \[config-field\]/);
    assert.match(run.stderr, /hint: configure the default blog with the `blog` field, or give this entry another id/);
    assert.match(run.stderr, /error site\.config\.ts:6:53: config field `docsPlugins\[1\]\.id` is "guides", which an earlier entry of docsPlugins already has/);
  });
});
