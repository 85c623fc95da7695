import type { PageData, Paginator } from '../../src/model.js';
import { Pagination } from '../components/Pagination.js';
import { TagsIndex } from '../components/Tags.js';
import { UntranslatedNotice, useTextLang } from '../components/UntranslatedNotice.js';
import { useT } from '../context.js';
import { LastUpdated } from '../docs/LastUpdated.js';
import { AuthorHeader } from './BlogAuthors.js';
import { BlogLayout } from './BlogLayout.js';
import { BlogPostItem } from './BlogPostItem.js';

type Of<K extends PageData['kind']> = Extract<PageData, { kind: K }>;

function ListPaginator({ paginator }: { paginator: Paginator }) {
  const t = useT();
  return (
    <Pagination
      label={t('theme.blog.paginator.navAriaLabel')}
      {...(paginator.newer && { prev: { url: paginator.newer, label: t('theme.blog.paginator.newerEntries'), sublabel: '' } })}
      {...(paginator.older && { next: { url: paginator.older, label: t('theme.blog.paginator.olderEntries'), sublabel: '' } })}
    />
  );
}

/** A post's own page, with links to the newer and older post. */
export function BlogPostPage({ page }: { page: Of<'blogPost'> }) {
  const t = useT();
  return (
    <BlogLayout url={page.url} toc={page.toc} posts={page.blogSidebar} title={page.blogSidebarTitle}>
      <UntranslatedNotice original={page.original} />
      <BlogPostItem post={page.post} html={page.contentHtml} isPage lang={useTextLang(page.original)} />
      {page.editUrl && (
        <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
          {t('theme.common.editThisPage')}
        </a>
      )}
      {page.lastUpdate && <LastUpdated {...page.lastUpdate} />}
      <Pagination
        label={t('theme.blog.post.paginator.navAriaLabel')}
        {...(page.newer && { prev: { ...page.newer, sublabel: t('theme.blog.post.paginator.newerPost') } })}
        {...(page.older && { next: { ...page.older, sublabel: t('theme.blog.post.paginator.olderPost') } })}
      />
    </BlogLayout>
  );
}

/** /blog and /blog/page/N: posts with their excerpts, newest first; an author's page has the author above them. */
export function BlogListPage({ page }: { page: Of<'blogList'> }) {
  return (
    <BlogLayout url={page.url} posts={page.blogSidebar} title={page.blogSidebarTitle}>
      {page.author ? <AuthorHeader author={page.author} /> : <h1 className="visually-hidden">{page.heading}</h1>}
      {page.posts.map((post) => (
        <BlogPostItem key={post.url} post={post} html={post.excerptHtml ?? ''} isPage={false} />
      ))}
      <ListPaginator paginator={page.paginator} />
    </BlogLayout>
  );
}

/** /blog/tags/<tag>: the posts with one tag. */
export function BlogTagPage({ page }: { page: Of<'blogTag'> }) {
  const t = useT();
  return (
    <BlogLayout url={page.url} posts={page.blogSidebar} title={page.blogSidebarTitle}>
      <header className="page-header">
        <h1>{page.title}</h1>
        <a href={page.allTagsUrl}>{t('theme.tags.tagsPageLink')}</a>
      </header>
      {page.posts.map((post) => (
        <BlogPostItem key={post.url} post={post} html={post.excerptHtml ?? ''} isPage={false} />
      ))}
      <ListPaginator paginator={page.paginator} />
    </BlogLayout>
  );
}

/** /blog/tags: every tag with its number of posts. */
export function BlogTagsPage({ page }: { page: Of<'blogTags'> }) {
  return (
    <BlogLayout url={page.url} posts={page.blogSidebar} title={page.blogSidebarTitle}>
      <h1>{page.title}</h1>
      <TagsIndex tags={page.tags} />
    </BlogLayout>
  );
}

/** /blog/archive: every post by year. */
export function BlogArchivePage({ page }: { page: Of<'blogArchive'> }) {
  return (
    <main id="__main" className="archive">
      <header className="hero hero--small">
        <h1>{page.title}</h1>
      </header>
      <div className="archive__years">
        {page.years.map(({ year, posts }) => (
          <section key={year} className="archive__year">
            <h2>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.url}>
                  <a href={post.url}>
                    <time dateTime={post.date}>{post.formattedDate}</time> - {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
