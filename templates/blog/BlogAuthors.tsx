import type { AuthorItem, PageData } from '../../src/model.js';
import { useT } from '../context.js';
import { BlogLayout, BlogPageScope, useBlogSidebar } from './BlogLayout.js';

type Of<K extends PageData['kind']> = Extract<PageData, { kind: K }>;

/** An author as theme-classic's BlogAuthor shows one in a list or above their posts: picture, name (linked to their page), title, posts. */
export function AuthorCard({ author, heading: Heading }: { author: AuthorItem; heading: 'h1' | 'h2' }) {
  const name = author.pageUrl ? <a href={author.pageUrl}>{author.name}</a> : author.name;
  return (
    <div className="avatar margin-bottom--sm blog-author">
      {author.imageUrl && <img className="avatar__photo avatar__photo--lg" src={author.imageUrl} alt={author.name} loading="lazy" />}
      <div className="avatar__intro">
        <Heading className="avatar__name">
          {name} <span className="badge badge--secondary blog-author__count">{author.count}</span>
        </Heading>
        {author.title && <small className="avatar__subtitle">{author.title}</small>}
      </div>
    </div>
  );
}

/** /blog/authors (Docusaurus 3.5+, theme-classic's BlogAuthorsListPage): every author of the authors file. */
export function BlogAuthorsPage({ page }: { page: Of<'blogAuthors'> }) {
  return (
    <BlogPageScope>
      <BlogLayout sidebar={useBlogSidebar(page)}>
        <h1>{page.title}</h1>
        <ul className="clean-list blog-authors">
          {page.authors.map((author) => (
            <li key={author.pageUrl ?? author.name} className="margin-vert--lg">
              <AuthorCard author={author} heading="h2" />
            </li>
          ))}
        </ul>
      </BlogLayout>
    </BlogPageScope>
  );
}

/** Above an author's posts (theme-classic's BlogAuthorsPostsPage): the author, a link to every author, or the words for none. */
export function AuthorHeader({ author }: { author: AuthorItem & { allAuthorsUrl: string } }) {
  const t = useT();
  return (
    <header className="margin-bottom--xl">
      <AuthorCard author={author} heading="h1" />
      <a href={author.allAuthorsUrl}>{t('theme.blog.authorsList.viewAll')}</a>
      {author.count === 0 && <p>{t('theme.blog.author.noPosts')}</p>}
    </header>
  );
}
