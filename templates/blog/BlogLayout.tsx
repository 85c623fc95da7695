// The frame of tongsite's blog pages in Docusaurus' components and props
// (theme-classic's BlogLayout, BlogSidebar, BlogPostPaginator,
// BlogListPaginator, TOC, and the small parts a swizzled post imports): each
// is the site's own where it swizzles it.
import { useContext, type ReactNode } from 'react';
import type { PageData } from '../../src/model.js';
import { Pagination } from '../components/Pagination.js';
import { TagList } from '../components/Tags.js';
import { useSite, useT } from '../context.js';
import { LastUpdated } from '../docs/LastUpdated.js';
import { TocDesktop } from '../docs/Toc.js';
import { FramePageContext, themed } from '../frame.js';
import { SiteCodeScope } from '../site-content.js';
import type { BlogSidebarProp } from './blog-post.js';
import { sidebarProp } from './blog-post.js';

/** The blog sidebar of a page: the page's own list when the site sends none, or when the page is of another blog than the default one, with its title. */
export function useBlogSidebar(page: Pick<PageData, 'blogSidebar' | 'blogSidebarTitle'>): BlogSidebarProp {
  const site = useSite();
  return sidebarProp(page.blogSidebarTitle ?? site.blogSidebar.title, page.blogSidebar ?? site.blogSidebar.items);
}

/** The recent posts beside the page; the page's own is marked current. Docusaurus' shows none without posts to list (`blogSidebarCount: 0`). */
export const BlogSidebar = themed('BlogSidebar', function BlogSidebar({ sidebar }: { sidebar?: BlogSidebarProp }) {
  const t = useT();
  const url = useContext(FramePageContext)?.url;
  if (!sidebar?.items.length) return null;
  const list = (items: BlogSidebarProp['items']) => (
    <ul className="blog-sidebar__list">
      {items.map((item) => {
        const active = item.permalink === url;
        return (
          <li key={item.permalink}>
            <a className={`blog-sidebar__link${active ? ' blog-sidebar__link--active' : ''}`} href={item.permalink} {...(active && { 'aria-current': 'page' as const })}>
              {item.title}
            </a>
          </li>
        );
      })}
    </ul>
  );
  const years = byYear(sidebar.items);
  return (
    <aside className="blog-sidebar">
      <nav aria-label={t('theme.blog.sidebar.navAriaLabel')}>
        <div className="blog-sidebar__title">{sidebar.title}</div>
        {years
          ? years.map(([year, items]) => (
              <div role="group" key={year}>
                <h3 className="blog-sidebar__year">{year}</h3>
                {list(items)}
              </div>
            ))
          : list(sidebar.items)}
      </nav>
    </aside>
  );
});

/** The posts under their years, newest year first, when they carry their dates (theme-common's groupBlogSidebarItemsByYear). */
function byYear(items: BlogSidebarProp['items']): [string, BlogSidebarProp['items']][] | undefined {
  if (!items.every((item) => item.date)) return undefined;
  const years = new Map<string, BlogSidebarProp['items']>();
  for (const item of items) {
    const year = item.date!.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years].sort(([a], [b]) => b.localeCompare(a));
}

/**
 * Around a blog page: the site's context and words, for its code. On a site
 * that swizzles the blog's components, which may leave out tongsite's layout,
 * the element the skip link, islands and hydrated bodies are found in
 * (`#__main`) is around the whole page instead of on its <main>.
 */
export function BlogPageScope({ children }: { children: ReactNode }) {
  const swizzled = useSite().blogScript !== undefined;
  return (
    <SiteCodeScope>
      {swizzled ? (
        <div id="__main" className="blog-page">
          {children}
        </div>
      ) : (
        children
      )}
    </SiteCodeScope>
  );
}

/** Blog pages: the sidebar of recent posts, the page, and (on a post) its table of contents. */
export const BlogLayout = themed('BlogLayout', function BlogLayout({ sidebar, toc, children }: { sidebar?: BlogSidebarProp; toc?: ReactNode; children?: ReactNode }) {
  const swizzled = useSite().blogScript !== undefined;
  return (
    <div className={toc ? 'blog-wrapper blog-wrapper--toc' : 'blog-wrapper'}>
      <BlogSidebar {...(sidebar && { sidebar })} />
      <main id={swizzled ? undefined : '__main'} className="blog-main">
        {children}
      </main>
      {toc}
    </div>
  );
});

const unescape = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** `@theme/TOC`: the table of contents beside the page, from Docusaurus' items (`value` is HTML). */
export const TOC = themed('TOC', function TOC({ toc }: { toc: { value: string; id: string; level: number }[]; className?: string }) {
  return <TocDesktop toc={toc.map((item) => ({ depth: item.level, id: item.id, text: unescape(item.value) }))} />;
});

type NavItem = { title: string; permalink: string };

/** `@theme/PaginatorNavLink`: one side of a pagination. */
export const PaginatorNavLink = themed(
  'PaginatorNavLink',
  function PaginatorNavLink({ permalink, title, subLabel, isNext }: { permalink: string; title: ReactNode; subLabel?: ReactNode; isNext?: boolean }) {
    return (
      <a className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`} href={permalink} rel={isNext ? 'next' : 'prev'}>
        {subLabel && <span className="pagination-nav__sublabel">{subLabel}</span>}
        <span className="pagination-nav__label">{isNext ? <>{title} »</> : <>« {title}</>}</span>
      </a>
    );
  },
);

/** Below a post: the newer post (Docusaurus' prevItem) and the older one (nextItem). */
export const BlogPostPaginator = themed('BlogPostPaginator', function BlogPostPaginator({ nextItem, prevItem }: { nextItem?: NavItem; prevItem?: NavItem }) {
  const t = useT();
  return (
    <Pagination
      label={t('theme.blog.post.paginator.navAriaLabel')}
      {...(prevItem && { prev: { url: prevItem.permalink, label: prevItem.title, sublabel: t('theme.blog.post.paginator.newerPost') } })}
      {...(nextItem && { next: { url: nextItem.permalink, label: nextItem.title, sublabel: t('theme.blog.post.paginator.olderPost') } })}
    />
  );
});

/** A list page's `metadata`, as Docusaurus' blog plugin gives it (BlogPaginatedMetadata). */
export interface BlogListMetadata {
  permalink: string;
  page: number;
  totalPages: number;
  previousPage?: string;
  nextPage?: string;
  blogTitle: string;
  blogDescription: string;
}

/** Below a list of posts: newer and older entries. */
export const BlogListPaginator = themed('BlogListPaginator', function BlogListPaginator({ metadata }: { metadata: BlogListMetadata }) {
  const t = useT();
  return (
    <Pagination
      label={t('theme.blog.paginator.navAriaLabel')}
      {...(metadata.previousPage && { prev: { url: metadata.previousPage, label: t('theme.blog.paginator.newerEntries'), sublabel: '' } })}
      {...(metadata.nextPage && { next: { url: metadata.nextPage, label: t('theme.blog.paginator.olderEntries'), sublabel: '' } })}
    />
  );
});

/** `@theme/TagsListInline`: a post's tags, each linking to its page. */
export const TagsListInline = themed('TagsListInline', function TagsListInline({ tags }: { tags: { label: string; permalink: string }[] }) {
  return <TagList tags={tags.map((tag) => ({ label: tag.label, url: tag.permalink }))} />;
});

/** `@theme/EditThisPage`: the link to the page's source. */
export const EditThisPage = themed('EditThisPage', function EditThisPage({ editUrl }: { editUrl: string }) {
  const t = useT();
  return (
    <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
      {t('theme.common.editThisPage')}
    </a>
  );
});

/** `@theme/EditMetaRow`: the edit link and "last updated", as a post's footer shows them (Docusaurus 3.5+). */
export const EditMetaRow = themed(
  'EditMetaRow',
  function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: { className?: string; editUrl?: string; lastUpdatedAt?: number; lastUpdatedBy?: string }) {
    const site = useSite();
    const date = lastUpdatedAt === undefined ? undefined : new Date(lastUpdatedAt);
    const formatted = date && new Intl.DateTimeFormat(site.locale.htmlLang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
    return (
      <div className={['row', className].filter(Boolean).join(' ')}>
        <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
        <div className="col">
          {(date || lastUpdatedBy) && <LastUpdated {...(date && { iso: date.toISOString(), date: formatted })} {...(lastUpdatedBy && { by: lastUpdatedBy })} />}
        </div>
      </div>
    );
  },
);
