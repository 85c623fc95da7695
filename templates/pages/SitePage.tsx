import type { PageData } from '../../src/model.js';
import { UntranslatedNotice, useTextLang } from '../components/UntranslatedNotice.js';
import { TocDesktop } from '../docs/Toc.js';

type SitePageData = Extract<PageData, { kind: 'sitePage' }>;

/**
 * A page of the site's `src/pages`. A React page rendered its own `<Layout>`
 * (templates/theme/Layout.tsx): its HTML is the whole page between navbar and
 * footer. A Markdown page is laid out as Docusaurus' MDXPage lays it out: the
 * text in an article with no `.markdown` class (theme-classic's MDXContent adds
 * none, so `.markdown` rules of a site's CSS do not reach it there either), its
 * title in a header as mdx-loader writes it, and its table of contents beside it.
 */
export function SitePage({ page }: { page: SitePageData }) {
  const textLang = useTextLang(page.original);
  if (!page.markdown) return <div id="__main" className={page.wrapperClassName ?? 'site-page'} dangerouslySetInnerHTML={{ __html: page.contentHtml }} />;
  return (
    <main id="__main" className={`container container--fluid margin-vert--lg mdx-page ${page.wrapperClassName ?? 'mdx-wrapper'}`}>
      <div className="row mdx-page__row">
        <div className={page.toc.length > 0 ? 'col col--8 mdx-page__text' : 'col mdx-page__text'}>
          <UntranslatedNotice original={page.original} />
          <article lang={textLang}>
            {page.heading && (
              <header>
                <h1>{page.heading}</h1>
              </header>
            )}
            {/* The one element Docusaurus' markup lacks: React needs an element to hold the compiled HTML. */}
            <div dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
          </article>
        </div>
        {page.toc.length > 0 && (
          <div className="col col--2 mdx-page__toc">
            <TocDesktop toc={page.toc} />
          </div>
        )}
      </div>
    </main>
  );
}
