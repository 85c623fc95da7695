// The Tongsuo website: zh-cn at /, en at /en. Texts shown in the chrome are
// given per locale; the docs and blog live under content/.
import { defineConfig } from 'tongsite';
import { SEARCH_TERMS } from './content/search-terms.js';

export default defineConfig({
  title: { 'zh-cn': 'OpenAtom 铜锁/Tongsuo', en: 'OpenAtom Tongsuo' },
  tagline: {
    'zh-cn': '现代密码学算法和安全通信协议的开源基础密码库',
    en: 'An open-source cryptography library of modern algorithms and secure communication protocols',
  },
  url: 'https://tongsuo.net',
  baseUrl: '/',
  siteDir: 'content',
  favicon: 'img/favicon.svg',
  // The site's colours and fonts, over the theme's Infima custom properties.
  customCss: 'content/src/css/custom.css',
  i18n: {
    defaultLocale: 'zh-cn',
    locales: ['zh-cn', 'en'],
    localeConfigs: {
      'zh-cn': { label: '中文（中国）', direction: 'ltr', htmlLang: 'zh-cn', calendar: 'gregory', path: 'zh-cn' },
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },
  docs: { editUrl: 'https://github.com/Tongsuo-Project/docs/tree/main', versionLabel: 'Next', versionBadge: true },
  blog: {
    editUrl: 'https://github.com/Tongsuo-Project/docs/tree/main',
    postsPerPage: 10,
    showReadingTime: true,
    sidebarTitle: { 'zh-cn': '全部博文', en: 'All posts' },
    sidebarCount: 'ALL',
  },
  navbar: {
    title: { 'zh-cn': '铜锁/Tongsuo', en: 'Tongsuo' },
    logo: { src: 'img/logo.svg', alt: { 'zh-cn': '铜锁标志', en: 'Tongsuo logo' } },
    hideOnScroll: false,
    items: [
      { type: 'docSidebar', label: { 'zh-cn': '文档', en: 'Docs' }, position: 'left' },
      { to: '/blog', label: { 'zh-cn': '博客', en: 'Blog' }, position: 'left' },
      { to: '/docs/minisuo', label: { 'zh-cn': '轻量版', en: 'Tongsuo Mini' }, position: 'left' },
      { to: '/docs/eco', label: { 'zh-cn': '生态合作', en: 'Ecosystem' }, position: 'left' },
      { to: '/docs/release-note', label: { 'zh-cn': '版本发布', en: 'Releases' }, position: 'left' },
      { to: '/docs/developers/community', label: { 'zh-cn': '社区', en: 'Community' }, position: 'left' },
      { href: 'https://github.com/Tongsuo-Project/Tongsuo', label: 'GitHub', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: { 'zh-cn': '文档', en: 'Docs' },
        items: [
          { label: { 'zh-cn': '关于铜锁', en: 'About Tongsuo' }, to: '/docs' },
          { label: { 'zh-cn': '贡献指南', en: 'Contributing' }, to: '/docs/developers/docs-deployment' },
        ],
      },
      {
        title: { 'zh-cn': '社区', en: 'Community' },
        items: [
          { label: { 'zh-cn': '博客', en: 'Blog' }, to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/Tongsuo-Project' },
        ],
      },
      {
        title: 'RustyVault',
        items: [
          { label: 'GitHub', href: 'https://github.com/Tongsuo-Project/RustyVault' },
          { label: 'crates.io', href: 'https://crates.io/crates/rusty_vault' },
        ],
      },
      {
        title: { 'zh-cn': '基金会', en: 'Foundation' },
        items: [{ label: { 'zh-cn': '开放原子开源基金会', en: 'OpenAtom Foundation' }, href: 'https://openatom.cn/' }],
      },
    ],
    copyright: { 'zh-cn': 'Copyright © 2022–2026 OpenAtom 铜锁', en: 'Copyright © 2022–2026 OpenAtom Tongsuo' },
    style: 'dark',
  },
  announcementBar: {
    id: 'announcementBar-star',
    content: {
      'zh-cn':
        '如果你正在使用铜锁，欢迎在 <a href="https://github.com/Tongsuo-Project/Tongsuo/issues/597" target="_blank" rel="noopener noreferrer">GitHub issue #597</a> 告诉我们！',
      en: 'Using Tongsuo? Tell us about it on <a href="https://github.com/Tongsuo-Project/Tongsuo/issues/597" target="_blank" rel="noopener noreferrer">GitHub issue #597</a>!',
    },
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  markdown: {
    // KaTeX's stylesheet and fonts served from the site: formulas render once,
    // with no CDN a reader's network may not reach.
    katex: { selfHost: true },
    extraLanguages: ['java', 'latex', 'haskell', 'matlab', 'go', 'bash', 'diff', 'json', 'scss', 'rust', 'nginx', 'php'],
  },
  // `tongsite check --examples` runs every code block marked `test` against the
  // Tongsuo release its page documents (front matter `tongsuo:`), built from the
  // public tags into ../shared/tongsuo (static libraries and the CLI). Pages show
  // the reader's install, /opt/tongsuo with bin/tongsuo beside bin/openssl: each
  // shell example gets one made of links in its folder, and the path is replaced.
  examples: {
    variables: { tongsuo: { default: '8.4.0', values: ['8.4.0', '8.5.0-pre1'] } },
    env: { TONGSUO: '{{configDir}}/../shared/tongsuo/{{tongsuo}}' },
    replace: { '/opt/tongsuo': '{{dir}}/.tongsuo' },
    runners: {
      c: {
        extension: 'c',
        steps: [
          { name: 'compile', run: 'cc -c -Wall -Werror=implicit-function-declaration -I"$TONGSUO/include" {{file}} -o {{stem}}.o' },
          // -lm: 8.5.0-pre1's libcrypto (built with enable-smtc) uses libm.
          { name: 'link', run: 'cc {{stem}}.o "$TONGSUO/lib/libssl.a" "$TONGSUO/lib/libcrypto.a" -lm -o {{stem}}' },
          { name: 'run', run: './{{stem}}' },
        ],
      },
      bash: {
        aliases: ['sh', 'shell', 'console'],
        extension: 'sh',
        steps: [
          {
            name: 'install',
            run: 'mkdir -p .tongsuo/bin && ln -sfn "$TONGSUO/include" .tongsuo/include && ln -sfn "$TONGSUO/lib" .tongsuo/lib && ln -sfn "$TONGSUO/bin/openssl" .tongsuo/bin/openssl && ln -sfn openssl .tongsuo/bin/tongsuo',
          },
          { name: 'run', run: 'PATH="{{dir}}/.tongsuo/bin:$PATH" bash -e {{file}}' },
        ],
      },
    },
    timeout: 60,
  },
  search: { synonyms: SEARCH_TERMS },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
});
