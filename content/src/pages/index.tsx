import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import HomepagePadlock from '@site/src/components/HomepagePadlock';
import styles from './index.module.css';

const REPOSITORY = 'https://github.com/Tongsuo-Project/Tongsuo';

/** Cards into the docs: what Tongsuo offers, each with the page that explains it. */
const FEATURES = [
  {
    to: '/docs/features/sm2-sm3-sm4-algorithms',
    'zh-cn': ['商用密码算法', 'SM2、SM3、SM4、祖冲之等国密算法，以及 SM2 门限签名与解密。'],
    en: ['Chinese commercial cryptography', 'SM2, SM3, SM4 and ZUC, with two-party SM2 threshold signing and decryption.'],
  },
  {
    to: '/docs/features/TLCP',
    'zh-cn': ['安全通信协议', 'TLCP（GB/T 38636-2020）与 TLS 1.3 国密套件，证书压缩与委托凭证。'],
    en: ['Secure protocols', 'TLCP (GB/T 38636-2020) and TLS 1.3 with SM cipher suites, certificate compression and delegated credentials.'],
  },
  {
    to: '/docs/frontier/homomorphic-encryption/Paillier',
    'zh-cn': ['前沿密码学', 'EC-ElGamal 与 Paillier 半同态加密，Bulletproofs 零知识证明。'],
    en: ['Frontier cryptography', 'EC-ElGamal and Paillier homomorphic encryption, Bulletproofs zero-knowledge proofs.'],
  },
  {
    to: '/docs/compilation/openssl-compatible',
    'zh-cn': ['与 OpenSSL 共存', '符号前缀等编译选项，让铜锁与其他 OpenSSL 版本在同一进程中共存。'],
    en: ['Lives beside OpenSSL', 'Build options such as symbol prefixes let Tongsuo and another OpenSSL live in one process.'],
  },
] as const;

const BUILD = [
  'git clone -b 8.4.0 --depth 1 https://github.com/Tongsuo-Project/Tongsuo.git',
  'cd Tongsuo',
  './config --prefix=/opt/tongsuo --libdir=lib enable-ntls',
  'make -j"$(nproc)" && make install',
];
const FIRST_COMMANDS = ['/opt/tongsuo/bin/tongsuo version', 'echo -n abc | /opt/tongsuo/bin/tongsuo dgst -sm3'];

const RELEASE = { label: 'Tongsuo 8.4.0', to: '/docs/release-note/Tongsuo-8.4.0', date: '2023-12-18' };

/**
 * The newest posts, newest first. Docusaurus' blog plugin gives pages no list
 * of posts, so the home page names them: add a new post here when it is
 * published (its title in each locale, as its front matter says).
 */
const LATEST_POSTS = [
  {
    to: '/blog/2024/12/09/summer-ospp-end',
    date: '2024-12-09',
    'zh-cn': '铜锁社区开源之夏学生荣获“最具潜力奖”',
    en: 'Tongsuo\'s OSPP student wins the "Most Promising" award',
  },
  {
    to: '/blog/2024/08/12/certificates-lv2',
    date: '2024-08-12',
    'zh-cn': '铜锁获得商用密码产品认证，符合密码模块安全二级要求',
    en: 'Tongsuo obtains a commercial cryptography product certificate at module security level 2',
  },
  { to: '/blog/2024/05/07/summer-ospp-2024', date: '2024-05-07', 'zh-cn': '铜锁再次参与开源之夏', en: 'Tongsuo joins Open Source Promotion Plan (OSPP) again' },
];

/** The page's words in each locale of the site. */
const TEXT = {
  'zh-cn': {
    getStarted: '开始使用',
    releases: '版本发布',
    quickStart: '快速开始',
    quickStartIntro: '从发布标签编译安装到 /opt/tongsuo，再用命令行算一个 SM3 摘要：',
    code: ['# 获取 8.4.0 源码并编译安装（启用 TLCP）', ...BUILD, '# 第一条命令：查看版本，计算 SM3 摘要', ...FIRST_COMMANDS],
    release: '最新版本',
    releaseAbout: '8.4 系列的首个正式版：基于 OpenSSL 3.0，新增半同态加密、零知识证明与硬件加速，优化 SM2 与 ZUC 性能。',
    releaseNotes: '阅读发布说明',
    posts: '最新博文',
    allPosts: '全部博文',
  },
  en: {
    getStarted: 'Get started',
    releases: 'Releases',
    quickStart: 'Quick start',
    quickStartIntro: 'Build a release tag into /opt/tongsuo, then compute an SM3 digest on the command line:',
    code: ['# Fetch the 8.4.0 sources, build and install (with TLCP)', ...BUILD, '# First commands: the version, then an SM3 digest', ...FIRST_COMMANDS],
    release: 'Latest release',
    releaseAbout:
      'The first stable release of the 8.4 series: based on OpenSSL 3.0, with homomorphic encryption, zero-knowledge proofs, hardware acceleration and faster SM2 and ZUC.',
    releaseNotes: 'Read the release notes',
    posts: 'Latest posts',
    allPosts: 'All posts',
  },
};

type Locale = keyof typeof TEXT;

/** The home page: title, tagline and calls to action beside the padlock; cards into the docs; quick start, newest release and newest posts. */
export default function Home() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const locale: Locale = i18n.currentLocale in TEXT ? (i18n.currentLocale as Locale) : 'zh-cn';
  const text = TEXT[locale];
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const formatDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
  return (
    <Layout title={siteConfig.tagline} description={siteConfig.tagline}>
      <main>
        <header className={`hero ${styles.hero}`}>
          <div className={styles.heroInner}>
            <div>
              <h1 className={`hero__title ${styles.title}`}>{siteConfig.title}</h1>
              <p className={`hero__subtitle ${styles.subtitle}`}>{siteConfig.tagline}</p>
              <div className={styles.actions}>
                <Link className="button button--lg button--primary" to="/docs">
                  {text.getStarted}
                </Link>
                <Link className="button button--lg button--primary button--outline" to="/docs/release-note">
                  {text.releases}
                </Link>
                <Link className="button button--lg button--primary button--outline" href={REPOSITORY}>
                  GitHub
                </Link>
              </div>
            </div>
            <HomepagePadlock className={styles.picture} />
          </div>
        </header>
        <section className={styles.features}>
          {FEATURES.map((feature) => (
            <Link key={feature.to} className={styles.feature} to={feature.to}>
              <h2 className={styles.featureTitle}>{feature[locale][0]}</h2>
              <p>{feature[locale][1]}</p>
            </Link>
          ))}
        </section>
        <div className={styles.panels}>
          <section className={`${styles.panel} ${styles.panelWide}`}>
            <h2>{text.quickStart}</h2>
            <p>{text.quickStartIntro}</p>
            <pre className={styles.code} tabIndex={0}>
              <code>{text.code.join('\n')}</code>
            </pre>
          </section>
          <section className={styles.panel}>
            <h2>{text.release}</h2>
            <p className={styles.release}>
              <Link to={RELEASE.to}>{RELEASE.label}</Link>
              <time className={styles.date} dateTime={RELEASE.date}>
                {formatDate(RELEASE.date)}
              </time>
            </p>
            <p>{text.releaseAbout}</p>
            <Link className={styles.more} to={RELEASE.to}>
              {text.releaseNotes}
            </Link>
          </section>
          <section className={styles.panel}>
            <h2>{text.posts}</h2>
            <ul className={styles.posts}>
              {LATEST_POSTS.map((post) => (
                <li key={post.to}>
                  <Link to={post.to}>{post[locale]}</Link>
                  <span className={styles.date}>{formatDate(post.date)}</span>
                </li>
              ))}
            </ul>
            <Link className={styles.more} to="/blog">
              {text.allPosts}
            </Link>
          </section>
        </div>
      </main>
    </Layout>
  );
}
