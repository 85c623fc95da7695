// Builds the real Tongsuo content tree (../shared/corpus/tongsuo-docs) unmodified,
// with the upstream Docusaurus site's settings: its docusaurus.config.ts at the
// corpus' commit (32dbe67 of github.com/Tongsuo-Project/docs), field by field.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tongsite';
import { SEARCH_TERMS } from '../../content/search-terms.js';

export default defineConfig({
  title: 'OpenAtom 铜锁/Tongsuo',
  tagline: '现代密码学算法和安全通信协议的开源基础密码库',
  url: 'https://tongsuo.net',
  baseUrl: '/',
  siteDir: '../../../shared/corpus/tongsuo-docs',
  favicon: 'img/logo-white.png',
  customCss: 'custom.css',
  // Upstream's home page is its site's code, which the corpus does not hold: ours stands in (test/corpus/pages).
  pages: { path: fileURLToPath(new URL('./pages', import.meta.url)) },
  i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] },
  // Not upstream's: our site's search synonyms (Docusaurus' search has none), so that search on this tree is measured as on our site.
  search: { synonyms: SEARCH_TERMS },
  docs: { editUrl: 'https://github.com/Tongsuo-Project/docs/tree/main', versionLabel: 'Next', versionBadge: true },
  blog: {
    editUrl: 'https://github.com/Tongsuo-Project/docs/tree/main',
    showReadingTime: true,
    sidebarTitle: 'All posts',
    sidebarCount: 'ALL',
  },
  navbar: {
    logo: { src: 'img/logo.png', alt: 'Tongsuo Logo' },
    items: [
      { type: 'docSidebar', label: '📑 文档', position: 'left' },
      { to: '/blog', label: '🌐 博客', position: 'left' },
      { to: '/docs/minisuo', label: '铜锁迷你版', position: 'right' },
      { to: '/docs/eco', label: '生态合作', position: 'right' },
      { to: '/docs/release-note', label: '版本发布', position: 'right' },
      { to: '/docs/developers/community', label: '社区', position: 'right' },
      { href: 'https://github.com/Tongsuo-Project/Tongsuo', label: 'GitHub', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: '文档',
        items: [
          { label: '📜 关于铜锁', to: '/docs' },
          { label: '🔖  文档贡献指南', to: '/docs/developers/docs-deployment' },
        ],
      },
      {
        title: '社区',
        items: [
          // Upstream writes the image as "img/tongsuo-public-qr.jpg", relative
          // to each page, so it is broken on every page but the home page; the
          // same image from the site's root here.
          {
            html: '<a class="footer-link footer__link-item">📌 微信公众号 <img src="/img/tongsuo-public-qr.jpg" class="footer-hover-image" alt="铜锁公众号二维码" width="120" height="120"></a>',
          },
          {
            label: '🔗 钉钉',
            href: 'https://qr.dingtalk.com/action/joingroup?code=v1,k1,xVyEWk6BdAnER48i9DR8r0C2im4bAF64/NyQW5fqOz0=&_dt_no_comment=1&origin=11? 郭旭东邀请你加入钉钉群聊铜锁社区交流群，点击进入查看详情',
          },
        ],
      },
      {
        title: '更多',
        items: [
          { label: '🦀 RustyVault', href: 'https://github.com/Tongsuo-Project/RustyVault' },
          { label: '📦 Crates', href: 'https://crates.io/crates/rusty_vault' },
        ],
      },
    ],
    logo: { src: 'img/atom-logo.svg', alt: 'OpenAtom Logo', href: 'https://openatom.cn/' },
    // Upstream computes the year at build time; the snapshot is of 2025.
    copyright:
      'Copyright © 2021-2025 OpenAtom Tongsuo Built with Docusaurus. <br/><a class="footer__link-item" href="https://beian.miit.gov.cn/">网站备案：京ICP备2020036654号-16</a>',

    style: 'dark',
  },
  announcementBar: {
    id: 'announcementBar-star',
    content:
      '⭐ 如果您正在使用铜锁/Tongsuo 那么请在 <a target="_blank" rel="noopener noreferrer" href="https://github.com/Tongsuo-Project/Tongsuo/issues/597">GitHub</a> 上告诉我们',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  markdown: {
    katex: {
      href: 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css',
      integrity: 'sha384-odtC+0UGzzFL/6PNoE8rX/SPcQDXBJ+uRepguP4QkPCm2LBxH3FA3y+fKSiJ+AmM',
    },
    extraLanguages: ['java', 'latex', 'haskell', 'matlab', 'go', 'bash', 'diff', 'json', 'scss', 'rust', 'nginx', 'php'],
  },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  // The corpus snapshot lacks upstream's static/pdf/ (certificates linked from
  // docs/features/crypto-module-L1.md): report those four links, but build.
  onMissingFiles: 'warn',
});
