// A small bilingual site for the search UI: pages about threshold signatures
// and TLS, and a dozen more sharing one word with the TLS page (13 results: more than 8 suggestions).
import path from 'node:path';
import { buildSite, config, makeSite } from '../helpers/site.js';

const filler = Array.from({ length: 30 }, (_, i) => `第 ${i + 1} 段填充文字，让页面足够长，可以滚动到后面的标题。`).join('\n\n');

/** Builds the search fixture site and returns its build folder. */
export function buildSearchFixture(): string {
  const files: Record<string, string> = {
    'site.config.ts': config(`navbar: { title: 'Fixture', items: [{ type: 'docSidebar', label: { 'zh-cn': '文档', en: 'Docs' }, position: 'left' }] },`),
    'content/docs/intro.md': '---\nslug: /\ntitle: 介绍\nsidebar_position: 1\n---\n铜锁是一个开源密码库。\n',
    'content/docs/threshold.md': `---\ntitle: 门限签名\nsidebar_position: 2\n---\n概述。\n\n## 背景\n\n${filler}\n\n## 两方签名\n\n铜锁支持 SM2 两方门限签名，两个参与方各持一个私钥分量。\n\n${filler}\n`,
    'content/docs/tls.md': '---\ntitle: TLS 1.3 国密\nsidebar_position: 3\n---\n在 TLS 1.3 中使用国密算法套件。\n',
    'content/i18n/en/docusaurus-plugin-content-docs/current/threshold.md': `---\ntitle: Threshold signatures\n---\nOverview.\n\n## Background\n\nFiller.\n\n## Two-party signing\n\nTongsuo supports two-party SM2 threshold signing.\n`,
  };
  for (let i = 1; i <= 12; i++) {
    files[`content/docs/many/p${String(i).padStart(2, '0')}.md`] = `---\ntitle: 算法笔记 ${i}\n---\n第 ${i} 篇关于算法的笔记。\n`;
  }
  const dir = makeSite(files);
  buildSite(dir);
  return path.join(dir, 'build');
}

/**
 * A Docusaurus site whose search plugin, docusaurus-lunr-search, routes no
 * results page: ten docs about kettles (more than 8 suggestions). Returns its build folder.
 */
export function buildBoxOnlyFixture(): string {
  const files: Record<string, string> = {
    'docusaurus.config.js': `module.exports = {
  title: 'Kettle Notes',
  url: 'https://kettles.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: ['docusaurus-lunr-search'],
};
`,
    'docs/index.md': '---\ntitle: Kettle notes\nsidebar_position: 1\n---\nNotes from the workshop.\n',
  };
  for (let i = 1; i <= 10; i++) files[`docs/kettle-${String(i).padStart(2, '0')}.md`] = `---\ntitle: Kettle ${i}\n---\nKettle number ${i} boils water.\n`;
  const dir = makeSite(files);
  buildSite(dir);
  return path.join(dir, 'build');
}
