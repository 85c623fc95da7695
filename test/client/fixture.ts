// A small site with every piece of chrome the client makes interactive.
import path from 'node:path';
import { buildSite, makeSite } from '../helpers/site.js';

const longText = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of filler for scrolling, with enough words to fill a line or two of the page.`).join('\n\n');

/** Builds the fixture site and returns its build folder. */
export function buildClientFixture(extraConfig = ''): string {
  const dir = makeSite({
    'site.config.ts': `import { defineConfig } from 'tongsite';
export default defineConfig({
  title: 'Client Fixture',
  url: 'https://example.org',
  i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] },
  navbar: {
    title: 'Fixture',
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', label: { 'zh-cn': '文档', en: 'Docs' }, position: 'left' },
      { to: '/blog', label: { 'zh-cn': '博客', en: 'Blog' }, position: 'left' },
    ],
  },
  announcementBar: { id: 'bar-1', content: 'Hello from the bar', isCloseable: true },
  ${extraConfig}
});
`,
    'content/docs/intro.md': `---\nslug: /\ntitle: 介绍\nsidebar_position: 1\n---\n介绍正文。\n\n[跳到乙的第三节](./guide/b.md#third)\n\n## 第一节\n\n${longText}\n\n## 第二节\n\n[下一篇](./guide/a.md)\n`,
    'content/docs/guide/_category_.json': '{ "label": "指南", "position": 2 }',
    'content/docs/guide/a.md': `---\ntitle: 甲篇\nsidebar_position: 1\n---\n甲的正文。\n\n\`\`\`c title="hello.c"\nint main(void) { return 0; }\n\`\`\`\n\n## 甲一\n\n${longText}\n`,
    'content/docs/guide/b.md': `---\ntitle: 乙篇\nsidebar_position: 2\n---\n乙的正文。\n\n## First\n\n${longText}\n\n## Second\n\n${longText}\n\n## Third\n\nThe third section, with $e^{i\\pi} + 1 = 0$.\n\n${longText}\n`,
    'content/blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\nA post.\n',
    // A page with code of its own (a BrowserOnly island): its client loads with the page, not at the first interaction.
    'content/blog/2024-02-01-live.mdx': `---
title: Live
---
import BrowserOnly from '@docusaurus/BrowserOnly';

<BrowserOnly fallback={<span>…</span>}>{() => <span className="live-now">{typeof window}</span>}</BrowserOnly>
`,
  });
  buildSite(dir);
  return path.join(dir, 'build');
}
