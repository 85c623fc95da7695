import type { ReactNode } from 'react';
import type { PageLink, TocItem } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { TocDesktop } from '../docs/Toc.js';

/**
 * Blog pages: the sidebar of all posts (the page's own list when the site sends none, or when the page is of
 * another blog than the default one, with its title), the page, and (on a post) its TOC.
 */
export function BlogLayout({
  url,
  toc = [],
  posts,
  title,
  children,
}: {
  url: string;
  toc?: TocItem[];
  posts: PageLink[] | undefined;
  title?: string | undefined;
  children: ReactNode;
}) {
  const site = useSite();
  const t = useT();
  const items = posts ?? site.blogSidebar.items;
  // Docusaurus' BlogLayout shows no sidebar without posts to list (`blogSidebarCount: 0`).
  return (
    <div className={toc.length > 0 ? 'blog-wrapper blog-wrapper--toc' : 'blog-wrapper'}>
      {items.length > 0 && (
        <aside className="blog-sidebar">
          <nav aria-label={t('theme.blog.sidebar.navAriaLabel')}>
            <div className="blog-sidebar__title">{title ?? site.blogSidebar.title}</div>
            <ul className="blog-sidebar__list">
              {items.map((item) => {
                const active = item.url === url;
                return (
                  <li key={item.url}>
                    <a className={`blog-sidebar__link${active ? ' blog-sidebar__link--active' : ''}`} href={item.url} {...(active && { 'aria-current': 'page' as const })}>
                      {item.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
      )}
      <main id="__main" className="blog-main">
        {children}
      </main>
      <TocDesktop toc={toc} />
    </div>
  );
}
