import type { PostSummary } from '../../src/model.js';
import { useT } from '../context.js';

/** Tags of a post or doc, each linking to its tag page. */
export function TagList({ tags }: { tags: { label: string; url: string }[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <div className="tags">
      <b>{t('theme.tags.tagsListLabel')}</b>
      <ul className="tags__list">
        {tags.map((tag) => (
          <li key={tag.url}>
            <a className="tag" href={tag.url} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A post: title, date, reading time, authors, then its body (on its own page)
 * or its excerpt with "Read More" (on list pages).
 */
export function BlogPostItem({ post, html, isPage }: { post: PostSummary; html: string; isPage: boolean }) {
  const t = useT();
  const Title = isPage ? 'h1' : 'h2';
  return (
    <article className="blog-post">
      <header>
        <Title className="blog-post__title">{isPage ? post.title : <a href={post.url}>{post.title}</a>}</Title>
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
                {author.url ? (
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
      <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
      <footer className="blog-post__footer">
        <TagList tags={post.tags} />
        {!isPage && post.truncated && (
          <a className="blog-post__read-more" href={post.url} aria-label={t('theme.blog.post.readMoreLabel', { title: post.title })}>
            <b>{t('theme.blog.post.readMore')}</b>
          </a>
        )}
      </footer>
    </article>
  );
}
