// A post in tongsite's blog, in Docusaurus' parts (theme-classic's
// BlogPostItem, BlogPostItem/Container, /Header, /Header/Title, /Header/Info,
// /Header/Authors, /Content, /Footer, /Footer/ReadMoreLink): each reads the
// post from useBlogPost() and each is the site's own where it swizzles it.
import type { ReactNode } from 'react';
import { TagList } from '../components/Tags.js';
import { useT } from '../context.js';
import { themed } from '../frame.js';
import { continuousHeadings } from '../heading-outline.js';
import { useBlogPost } from './blog-post.js';
import { classNames } from '../class-names.js';

/**
 * An excerpt shown in a list, without its headings' ids and direct links (two
 * posts of one list may share a heading: a duplicate id; the anchors belong to
 * the post's own page), and with every image loaded lazily (a list of ten
 * posts would otherwise fetch ten first images at once). Idempotent, as
 * hydration runs it again on the HTML the server wrote.
 */
export function asExcerpt(html: string): string {
  return html
    .replace(/(<h[1-6]\b[^>]*?)\s+id="[^"]*"/g, '$1')
    .replace(/<a\b[^>]*\bclass="hash-link"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/(<img\b[^>]*\sloading=")eager"/g, '$1lazy"');
}

type Parts = { children?: ReactNode; className?: string };

export const BlogPostItemContainer = themed('BlogPostItem/Container', function BlogPostItemContainer({ children, className }: Parts) {
  return <article className={className}>{children}</article>;
});

export const BlogPostItemHeaderTitle = themed('BlogPostItem/Header/Title', function BlogPostItemHeaderTitle({ className }: Parts) {
  const { metadata, isBlogPostPage, content } = useBlogPost();
  const Title = isBlogPostPage ? 'h1' : 'h2';
  return (
    <Title className={classNames('blog-post__title', className)} lang={content.lang}>
      {isBlogPostPage ? metadata.title : <a href={metadata.permalink}>{metadata.title}</a>}
    </Title>
  );
});

export const BlogPostItemHeaderInfo = themed('BlogPostItem/Header/Info', function BlogPostItemHeaderInfo({ className }: Parts) {
  const { metadata } = useBlogPost();
  const t = useT();
  return (
    <div className={classNames('blog-post__meta', className)}>
      <time dateTime={metadata.date}>{metadata.formattedDate}</time>
      {metadata.readingTime !== undefined && (
        <>
          {' · '}
          <span>{t('theme.blog.post.readingTime.plurals', { count: metadata.readingTime, readingTime: metadata.readingTime })}</span>
        </>
      )}
    </div>
  );
});

type AuthorProp = ReturnType<typeof useBlogPost>['metadata']['authors'][number];

/** `@theme/Blog/Components/Author` (3.5+; `BlogPostItem/Header/Author` before): an author's name, linked to their page or URL, and title. */
export const BlogAuthor = themed('Blog/Components/Author', function BlogAuthor({ author }: { author: AuthorProp; className?: string }) {
  const link = author.page?.permalink;
  return (
    <>
      {link ? (
        <a className="author__name" href={link}>
          {author.name}
        </a>
      ) : author.url ? (
        <a className="author__name" href={author.url} target="_blank" rel="noopener noreferrer">
          {author.name}
        </a>
      ) : (
        <span className="author__name">{author.name}</span>
      )}
      {author.title && <small className="author__title">{author.title}</small>}
    </>
  );
});

export const BlogPostItemHeaderAuthors = themed('BlogPostItem/Header/Authors', function BlogPostItemHeaderAuthors({ className }: Parts) {
  const { metadata } = useBlogPost();
  if (metadata.authors.length === 0) return null;
  return (
    <ul className={classNames('blog-post__authors', className)}>
      {metadata.authors.map((author) => (
        <li key={author.key || author.name} className="author">
          <BlogAuthor author={author} />
        </li>
      ))}
    </ul>
  );
});

export const BlogPostItemHeader = themed('BlogPostItem/Header', function BlogPostItemHeader() {
  return (
    <header>
      <BlogPostItemHeaderTitle />
      <BlogPostItemHeaderInfo />
      <BlogPostItemHeaderAuthors />
    </header>
  );
});

/** The body on the post's page, the excerpt in a list; tongsite's renders the HTML it made of them (a site's own renders `children`). */
export const BlogPostItemContent = themed('BlogPostItem/Content', function BlogPostItemContent({ className }: Parts) {
  const { isBlogPostPage, content } = useBlogPost();
  return (
    <div
      className={classNames('markdown', className)}
      lang={content.lang}
      dangerouslySetInnerHTML={{ __html: continuousHeadings(isBlogPostPage ? content.html : asExcerpt(content.html), isBlogPostPage ? 1 : 2) }}
    />
  );
});

export const BlogPostItemFooterReadMoreLink = themed(
  'BlogPostItem/Footer/ReadMoreLink',
  function BlogPostItemFooterReadMoreLink({ blogPostTitle, to }: { blogPostTitle: string; to: string }) {
    const t = useT();
    // The visible words begin the accessible name, the title tells the links apart (WCAG 2.5.3).
    return (
      <a className="blog-post__read-more" href={to}>
        <b>{t('theme.blog.post.readMore')}</b>
        <span className="visually-hidden">: {blogPostTitle}</span>
      </a>
    );
  },
);

export const BlogPostItemFooter = themed('BlogPostItem/Footer', function BlogPostItemFooter() {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <footer className="blog-post__footer">
      <TagList tags={metadata.tags.map((tag) => ({ label: tag.label, url: tag.permalink }))} />
      {!isBlogPostPage && metadata.hasTruncateMarker && <BlogPostItemFooterReadMoreLink blogPostTitle={metadata.title} to={metadata.permalink} />}
    </footer>
  );
});

/** A post: title, date, reading time, authors, then its body (on its own page) or its excerpt with "Read More" (in lists). */
export const BlogPostItem = themed('BlogPostItem', function BlogPostItem({ children, className }: Parts) {
  return (
    <BlogPostItemContainer className={classNames('blog-post', className)}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
});
