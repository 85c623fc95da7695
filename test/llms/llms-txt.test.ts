// llms.txt and llms-full.txt per locale: title, summary, every listed page in
// sidebar order with its description; the pages as Markdown; unlisted and
// draft pages left out.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

describe('llms.txt', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'site.config.ts': `import { defineConfig } from 'tongsite';
export default defineConfig({ title: 'Fixture Site', tagline: { 'zh-cn': '一个小站', en: 'A small site' }, url: 'https://example.org', i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] } });
`,
      'content/docs/b.md': '---\ntitle: 乙\nsidebar_position: 2\ndescription: 乙的摘要\n---\n\n乙的正文。\n',
      'content/docs/a.mdx': "---\ntitle: 甲\nsidebar_position: 1\ndescription: 甲的摘要\n---\n\nimport Tabs from '@theme/Tabs';\n\n甲的正文。\n",
      'content/docs/hidden.md': '---\ntitle: 隐藏\nunlisted: true\n---\n\n不列出。\n',
      'content/docs/draft.md': '---\ntitle: 草稿\ndraft: true\n---\n\n未完。\n',
      'content/blog/2024-01-01-old.md': '---\ntitle: 旧文\ndescription: 旧\n---\n\n旧的。\n',
      'content/blog/2024-02-01-new.md': '---\ntitle: 新文\ndescription: 新\n---\n\n新的。\n',
      'content/i18n/en/docusaurus-plugin-content-docs/current/a.mdx': '---\ntitle: A\ndescription: Summary of A\n---\n\nThe text of A.\n',
    });
    site = await buildInMemory(dir);
  });
  const read = (file: string) => site.file(file);

  it('lists every page of the default locale by sidebar order, then the posts, newest first', () => {
    assert.equal(
      read('llms.txt'),
      [
        '# Fixture Site',
        '',
        '> 一个小站',
        '',
        '## Docs',
        '',
        '- [甲](https://example.org/docs/a): 甲的摘要',
        '- [乙](https://example.org/docs/b): 乙的摘要',
        '',
        '## Blog',
        '',
        '- [新文](https://example.org/blog/2024/02/01/new): 新',
        '- [旧文](https://example.org/blog/2024/01/01/old): 旧',
        '',
      ].join('\n'),
    );
  });

  it('writes one per locale, with the translated titles and URLs', () => {
    const en = read('en/llms.txt');
    assert.match(en, /^# Fixture Site\n\n> A small site\n/);
    assert.match(en, /^- \[A\]\(https:\/\/example\.org\/en\/docs\/a\): Summary of A$/m);
    assert.match(en, /^- \[乙\]\(https:\/\/example\.org\/en\/docs\/b\): 乙的摘要$/m, 'an untranslated page falls back, as on the site');
  });

  it('holds the pages as Markdown in llms-full.txt, imports and front matter left out', () => {
    const full = read('llms-full.txt');
    assert.match(full, /^# 甲\n\nURL: https:\/\/example\.org\/docs\/a\n\n甲的正文。\n/);
    assert.ok(full.indexOf('# 乙') > full.indexOf('# 甲'));
    assert.doesNotMatch(full, /import Tabs|sidebar_position/);
  });

  it('leaves out unlisted and draft pages', () => {
    for (const file of ['llms.txt', 'llms-full.txt', 'en/llms.txt', 'en/llms-full.txt']) assert.doesNotMatch(read(file), /隐藏|草稿|hidden|draft/);
  });
});
