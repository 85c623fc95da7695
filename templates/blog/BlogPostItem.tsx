import type { PostSummary } from '../../src/model.js';
import { continuousHeadings } from '../heading-outline.js';
import { useT } from '../context.js';
import { TagList } from '../components/Tags.js';

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

/**
 * A post: title, date, reading time, authors, then its body (on its own page)
 * or its excerpt with "Read More" (on list pages).
 */
export function BlogPostItem({
  post,
  html,
  isPage,
  lang,
}: {
  post: PostSummary;
  html: string;
  isPage: boolean /** The text's language, when not the page's (an untranslated post). */;
  lang?: string;
}) {
  const t = useT();
  const Title = isPage ? 'h1' : 'h2';
  return (
    <article className="blog-post">
      <header>
        <Title className="blog-post__title" lang={lang}>
          {isPage ? post.title : <a href={post.url}>{post.title}</a>}
        </Title>
        <div className="blog-post__meta">
          <time dateTime={post.date}>{post.formattedDate}</time>
          {post.readingMinutes !== undefined && (
            <>
              {' · '}
              <span>{t('theme.blog.post.readingTime.plurals', { count: post.readingMinutes, readingTime: post.readingMinutes })}</span>
            </>
          )}
        </div>
        {post.authors.length > 0 && (
          <ul className="blog-post__authors">
            {post.authors.map((author) => (
              <li key={author.key || author.name} className="author">
                {author.pageUrl ? (
                  <a className="author__name" href={author.pageUrl}>
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
              </li>
            ))}
          </ul>
        )}
      </header>
      <div className="markdown" lang={lang} dangerouslySetInnerHTML={{ __html: continuousHeadings(isPage ? html : asExcerpt(html), isPage ? 1 : 2) }} />
      <footer className="blog-post__footer">
        <TagList tags={post.tags} />
        {!isPage && post.truncated && (
          // The visible words begin the accessible name, the title tells the links apart (WCAG 2.5.3).
          <a className="blog-post__read-more" href={post.url}>
            <b>{t('theme.blog.post.readMore')}</b>
            <span className="visually-hidden">: {post.title}</span>
          </a>
        )}
      </footer>
    </article>
  );
}
