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
  home: {
    primaryAction: { label: { 'zh-cn': '开始使用', en: 'Get started' }, to: '/docs' },
    secondaryAction: { label: { 'zh-cn': '版本发布', en: 'Releases' }, to: '/docs/release-note' },
    actions: [{ label: 'GitHub', href: 'https://github.com/Tongsuo-Project/Tongsuo' }],
    features: [
      {
        title: { 'zh-cn': '商用密码算法', en: 'Chinese commercial cryptography' },
        description: {
          'zh-cn': 'SM2、SM3、SM4、祖冲之等国密算法，以及 SM2 门限签名与解密。',
          en: 'SM2, SM3, SM4 and ZUC, with two-party SM2 threshold signing and decryption.',
        },
        to: '/docs/features/sm2-sm3-sm4-algorithms',
      },
      {
        title: { 'zh-cn': '安全通信协议', en: 'Secure protocols' },
        description: {
          'zh-cn': 'TLCP（GB/T 38636-2020）与 TLS 1.3 国密套件，证书压缩与委托凭证。',
          en: 'TLCP (GB/T 38636-2020) and TLS 1.3 with SM cipher suites, certificate compression and delegated credentials.',
        },
        to: '/docs/features/TLCP',
      },
      {
        title: { 'zh-cn': '前沿密码学', en: 'Frontier cryptography' },
        description: {
          'zh-cn': 'EC-ElGamal 与 Paillier 半同态加密，Bulletproofs 零知识证明。',
          en: 'EC-ElGamal and Paillier homomorphic encryption, Bulletproofs zero-knowledge proofs.',
        },
        to: '/docs/frontier/homomorphic-encryption/Paillier',
      },
      {
        title: { 'zh-cn': '与 OpenSSL 共存', en: 'Lives beside OpenSSL' },
        description: {
          'zh-cn': '符号前缀等编译选项，让铜锁与其他 OpenSSL 版本在同一进程中共存。',
          en: 'Build options such as symbol prefixes let Tongsuo and another OpenSSL live in one process.',
        },
        to: '/docs/compilation/openssl-compatible',
      },
    ],
    quickStart: {
      title: { 'zh-cn': '快速开始', en: 'Quick start' },
      description: {
        'zh-cn': '从发布标签编译安装到 /opt/tongsuo，再用命令行算一个 SM3 摘要：',
        en: 'Build a release tag into /opt/tongsuo, then compute an SM3 digest on the command line:',
      },
      code: {
        'zh-cn': [
          '# 获取 8.4.0 源码并编译安装（启用 TLCP）',
          'git clone -b 8.4.0 --depth 1 https://github.com/Tongsuo-Project/Tongsuo.git',
          'cd Tongsuo',
          './config --prefix=/opt/tongsuo --libdir=lib enable-ntls',
          'make -j"$(nproc)" && make install',
          '# 第一条命令：查看版本，计算 SM3 摘要',
          '/opt/tongsuo/bin/tongsuo version',
          'echo -n abc | /opt/tongsuo/bin/tongsuo dgst -sm3',
        ].join('\n'),
        en: [
          '# Fetch the 8.4.0 sources, build and install (with TLCP)',
          'git clone -b 8.4.0 --depth 1 https://github.com/Tongsuo-Project/Tongsuo.git',
          'cd Tongsuo',
          './config --prefix=/opt/tongsuo --libdir=lib enable-ntls',
          'make -j"$(nproc)" && make install',
          '# First commands: the version, then an SM3 digest',
          '/opt/tongsuo/bin/tongsuo version',
          'echo -n abc | /opt/tongsuo/bin/tongsuo dgst -sm3',
        ].join('\n'),
      },
    },
    release: {
      label: 'Tongsuo 8.4.0',
      to: '/docs/release-note/Tongsuo-8.4.0',
      date: '2023-12-18',
      description: {
        'zh-cn': '8.4 系列的首个正式版：基于 OpenSSL 3.0，新增半同态加密、零知识证明与硬件加速，优化 SM2 与 ZUC 性能。',
        en: 'The first stable release of the 8.4 series: based on OpenSSL 3.0, with homomorphic encryption, zero-knowledge proofs, hardware acceleration and faster SM2 and ZUC.',
      },
    },
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
