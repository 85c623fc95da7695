import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';

/**
 * The corpus' home page. Upstream's own (a React page of its site's code) is
 * not in the corpus; this one stands in for it, so that the corpus has the
 * home route Docusaurus gives upstream.
 */
export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={siteConfig.tagline} description={siteConfig.tagline}>
      <main className="container margin-vert--xl">
        <h1 className="hero__title">{siteConfig.title}</h1>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <Link className="button button--primary button--lg" to="/docs">
          Docs
        </Link>{' '}
        <Link className="button button--secondary button--lg" to="/blog">
          Blog
        </Link>
      </main>
    </Layout>
  );
}
