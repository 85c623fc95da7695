// tongsite's blog pages, each handing its data to the component Docusaurus'
// blog plugin routes it to (theme-classic's BlogPostPage, BlogListPage,
// BlogTagsPostsPage) in the props Docusaurus passes: a site that swizzles any
// of them, or of the components they render, gets its own in their place.
import { useContext } from 'react';
import type { PageData, PostSummary } from '../../src/model.js';
import { TagsIndex } from '../components/Tags.js';
import { UntranslatedNotice, useTextLang } from '../components/UntranslatedNotice.js';
import { useT } from '../context.js';
import { LastUpdated } from '../docs/LastUpdated.js';
import { FramePageContext, themed } from '../frame.js';
import { AuthorHeader } from './BlogAuthors.js';
import { type BlogListMetadata, BlogListPaginator, BlogLayout, BlogPageScope, BlogPostPaginator, TOC, useBlogSidebar } from './BlogLayout.js';
import { BlogPostItem } from './BlogPostItem.js';
import { type BlogPostContent, BlogPostProvider, type BlogSidebarProp, postContent } from './blog-post.js';

type Of<K extends PageData['kind']> = Extract<PageData, { kind: K }>;

/** `items` of a list, as Docusaurus' blog plugin passes them: each post's content. */
const itemsOf = (posts: PostSummary[]) => posts.map((post) => ({ content: postContent(post, post.excerptHtml ?? '') }));

/** Docusaurus' `BlogPostItems`: each post of a list in its BlogPostProvider, rendered by `component`. */
export const BlogPostItems = themed(
  'BlogPostItems',
  function BlogPostItems({ items, component: Item = BlogPostItem }: { items: { content: BlogPostContent }[]; component?: typeof BlogPostItem }) {
    return (
      <>
        {items.map(({ content: Content }) => (
          <BlogPostProvider key={Content.metadata.permalink} content={Content}>
            <Item>
              <Content />
            </Item>
          </BlogPostProvider>
        ))}
      </>
    );
  },
);

/** A post's own page: its body, edit link and last update, and links to the newer and older post. */
export const ThemeBlogPostPage = themed('BlogPostPage', function BlogPostPage({ content: Content, sidebar }: { content: BlogPostContent; sidebar: BlogSidebarProp }) {
  const page = useContext(FramePageContext) as Of<'blogPost'> | null;
  const t = useT();
  const { metadata, toc } = Content;
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <BlogLayout sidebar={sidebar} {...(toc.length > 0 && { toc: <TOC toc={toc} /> })}>
        <UntranslatedNotice original={page?.original} />
        <BlogPostItem>
          <Content />
        </BlogPostItem>
        {metadata.editUrl && (
          <a className="edit-link" href={metadata.editUrl} target="_blank" rel="noopener noreferrer">
            {t('theme.common.editThisPage')}
          </a>
        )}
        {page?.lastUpdate && <LastUpdated {...page.lastUpdate} />}
        <BlogPostPaginator {...(metadata.nextItem && { nextItem: metadata.nextItem })} {...(metadata.prevItem && { prevItem: metadata.prevItem })} />
      </BlogLayout>
    </BlogPostProvider>
  );
});

export function BlogPostPage({ page }: { page: Of<'blogPost'> }) {
  const sidebar = useBlogSidebar(page);
  const lang = useTextLang(page.original);
  const content = postContent(page.post, page.contentHtml, { ...page, ...(lang && { lang }) });
  return (
    <BlogPageScope>
      <ThemeBlogPostPage content={content} sidebar={sidebar} />
    </BlogPageScope>
  );
}

const listMetadata = (page: Of<'blogList' | 'blogTag'>, title: string): BlogListMetadata => ({
  permalink: page.url,
  page: page.paginator.page,
  totalPages: page.paginator.totalPages,
  ...(page.paginator.newer && { previousPage: page.paginator.newer }),
  ...(page.paginator.older && { nextPage: page.paginator.older }),
  blogTitle: title,
  blogDescription: page.description ?? '',
});

type ListProps = { metadata: BlogListMetadata; items: { content: BlogPostContent }[]; sidebar: BlogSidebarProp };

/** /blog and /blog/page/N: posts with their excerpts, newest first; an author's page has the author above them. */
function OwnBlogListPage({ metadata, items, sidebar }: ListProps) {
  const page = useContext(FramePageContext) as Of<'blogList'> | null;
  return (
    <BlogLayout sidebar={sidebar}>
      {page?.author ? <AuthorHeader author={page.author} /> : <h1 className="visually-hidden">{metadata.blogTitle}</h1>}
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export const ThemeBlogListPage = themed('BlogListPage', OwnBlogListPage);

export function BlogListPage({ page }: { page: Of<'blogList'> }) {
  const sidebar = useBlogSidebar(page);
  const props = { metadata: listMetadata(page, page.heading), items: itemsOf(page.posts), sidebar };
  // An author's posts are Docusaurus' Blog/Pages/BlogAuthorsPostsPage, not its BlogListPage.
  return <BlogPageScope>{page.author ? <OwnBlogListPage {...props} /> : <ThemeBlogListPage {...props} />}</BlogPageScope>;
}

type TagProps = ListProps & { listMetadata: BlogListMetadata; tag: { label: string; permalink: string; allTagsPath: string; count: number; description?: string } };

/** /blog/tags/<tag>: the posts with one tag. */
export const ThemeBlogTagsPostsPage = themed('BlogTagsPostsPage', function BlogTagsPostsPage({ tag, items, sidebar, listMetadata: metadata }: TagProps) {
  const page = useContext(FramePageContext);
  const t = useT();
  return (
    <BlogLayout sidebar={sidebar}>
      <header className="page-header">
        <h1>{page?.title ?? tag.label}</h1>
        <a href={tag.allTagsPath}>{t('theme.tags.tagsPageLink')}</a>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
});

export function BlogTagPage({ page }: { page: Of<'blogTag'> }) {
  const sidebar = useBlogSidebar(page);
  const metadata = listMetadata(page, page.title);
  const tag = {
    label: page.tag.label,
    permalink: page.tag.url,
    allTagsPath: page.allTagsUrl,
    count: page.tag.count ?? page.posts.length,
    ...(page.tag.description && { description: page.tag.description }),
  };
  return (
    <BlogPageScope>
      <ThemeBlogTagsPostsPage tag={tag} items={itemsOf(page.posts)} sidebar={sidebar} metadata={metadata} listMetadata={metadata} />
    </BlogPageScope>
  );
}

/** /blog/tags: every tag with its number of posts. */
export function BlogTagsPage({ page }: { page: Of<'blogTags'> }) {
  return (
    <BlogPageScope>
      <BlogLayout sidebar={useBlogSidebar(page)}>
        <h1>{page.title}</h1>
        <TagsIndex tags={page.tags} />
      </BlogLayout>
    </BlogPageScope>
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
