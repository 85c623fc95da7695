// Builds the real Tongsuo content tree (../shared/corpus/tongsuo-docs) unmodified,
// with the upstream Docusaurus site's settings (see the corpus README).
import { defineConfig } from 'tongsite';

export default defineConfig({
  title: 'OpenAtom 铜锁/Tongsuo',
  tagline: '现代密码学算法和安全通信协议的开源基础密码库',
  url: 'https://tongsuo.net',
  baseUrl: '/',
  siteDir: '../../../shared/corpus/tongsuo-docs',
  favicon: 'img/favicon.ico',
  i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] },
  docs: { editUrl: 'https://github.com/Tongsuo-Project/docs/tree/main', versionLabel: 'Next' },
  blog: {
    editUrl: 'https://github.com/Tongsuo-Project/docs/tree/main',
    showReadingTime: true,
    sidebarTitle: 'All posts',
    sidebarCount: 'ALL',
  },
  navbar: {
    title: '铜锁/Tongsuo',
    logo: { src: 'img/logo.svg', alt: 'Tongsuo Logo' },
    items: [
      { type: 'docSidebar', label: '文档', position: 'left' },
      { to: '/blog', label: '博客', position: 'left' },
      { to: '/docs/minisuo', label: '铜锁迷你版', position: 'left' },
      { to: '/docs/eco', label: '生态合作', position: 'left' },
      { to: '/docs/release-note', label: '版本发布', position: 'left' },
      { to: '/docs/developers/community', label: '社区', position: 'left' },
      { href: 'https://github.com/Tongsuo-Project/Tongsuo', label: 'GitHub', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: '文档',
        items: [
          { label: '关于铜锁', to: '/docs' },
          { label: '贡献指南', to: '/docs/developers/docs-deployment' },
        ],
      },
      {
        title: '社区',
        items: [
          { html: '<span class="footer__qr">微信公众号<img src="/img/tongsuo-public-qr.jpg" alt="铜锁公众号二维码" width="120" height="120"></span>' },
        ],
      },
      {
        title: 'RustyVault',
        items: [
          { label: 'GitHub', href: 'https://github.com/Tongsuo-Project/RustyVault' },
          { label: 'crates.io', href: 'https://crates.io/crates/rusty_vault' },
        ],
      },
    ],
    logo: { src: 'img/openatom-logo.png', alt: 'OpenAtom Logo', href: 'https://openatom.cn/' },
    copyright: 'Copyright © 2024 OpenAtom Tongsuo',
  },
  announcementBar: {
    id: 'announcementBar-star',
    content: '如果您正在使用铜锁，请<a target="_blank" rel="noopener noreferrer" href="https://github.com/Tongsuo-Project/Tongsuo/issues/597">告诉我们</a>',
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
