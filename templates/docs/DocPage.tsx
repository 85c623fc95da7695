import type { PageData } from '../../src/model.js';
import { Notice } from '../components/Notice.js';
import { UntranslatedNotice, useTextLang } from '../components/UntranslatedNotice.js';
import { Pagination } from '../components/Pagination.js';
import { TagList } from '../components/Tags.js';
import { useT } from '../context.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { CategoryCards } from './CategoryCards.js';
import { DocSidebar } from './DocSidebar.js';
import { DocVersionBanner } from './DocVersionBanner.js';
import { LastUpdated } from './LastUpdated.js';
import { continuousHeadings } from '../heading-outline.js';
import { docTitleHtml } from '../../src/shared/doc-title.js';
import { TocCollapsible, TocDesktop } from './Toc.js';

type DocPageData = Extract<PageData, { kind: 'doc' }>;

/** A docs page: sidebar, breadcrumbs, version badge, content, edit link, previous/next, TOC. */
export function DocPage({ page }: { page: DocPageData }) {
  const t = useT();
  const textLang = useTextLang(page.original);
  return (
    <div className="docs-wrapper">
      {/* A doc in no sidebar shows none, its text taking the width (theme-classic DocRoot/Layout renders the sidebar only when the doc has one). */}
      {page.sidebar?.length !== 0 && <DocSidebar url={page.url} part={page.sidebar} />}
      <main id="__main" className="doc-main">
        <div className={page.toc.length > 0 ? 'doc-main__inner doc-main__inner--toc' : 'doc-main__inner'}>
          <article className="doc-article">
            <UntranslatedNotice original={page.original} />
            <DocVersionBanner page={page} />
            {page.unlisted && (
              <Notice kind="caution" title={t('theme.unlistedContent.title')}>
                {t('theme.unlistedContent.message')}
              </Notice>
            )}
            {page.breadcrumbs.length > 0 && <Breadcrumbs crumbs={page.breadcrumbs} />}
            {page.versionBadge && (
              <span className="theme-doc-version-badge badge badge--secondary version-badge">{t('theme.docs.versionBadge.label', { versionLabel: page.versionLabel })}</span>
            )}
            <TocCollapsible toc={page.toc} />
            {page.cards ? (
              <>
                {page.heading !== undefined && (
                  <header>
                    <h1 lang={textLang}>{page.heading}</h1>
                  </header>
                )}
                <CategoryCards cards={page.cards} {...(page.description && { description: page.description })} />
              </>
            ) : (
              <div
                className="theme-doc-markdown markdown"
                lang={textLang}
                dangerouslySetInnerHTML={{ __html: (page.heading !== undefined ? docTitleHtml(page.heading) : '') + continuousHeadings(page.contentHtml, 1) }}
              />
            )}
            {(page.editUrl || page.lastUpdate || page.tags.length > 0) && (
              <footer className="doc-footer">
                <TagList tags={page.tags} />
                {page.editUrl && (
                  <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                    {t('theme.common.editThisPage')}
                  </a>
                )}
                {page.lastUpdate && <LastUpdated {...page.lastUpdate} />}
              </footer>
            )}
            <Pagination
              label={t('theme.docs.paginator.navAriaLabel')}
              {...(page.previous && { prev: { ...page.previous, sublabel: t('theme.docs.paginator.previous') } })}
              {...(page.next && { next: { ...page.next, sublabel: t('theme.docs.paginator.next') } })}
            />
          </article>
          <TocDesktop toc={page.toc} />
        </div>
      </main>
    </div>
  );
}
