import type { PageData, SiteData } from '../src/model.js';
import { BlogArchivePage, BlogListPage, BlogPostPage, BlogTagPage, BlogTagsPage } from './blog/BlogPages.js';
import { SiteContext } from './context.js';
import { DocPage } from './docs/DocPage.js';
import { Layout } from './Layout.js';
import { HomePage, NotFoundPage, SearchPage } from './pages/SimplePages.js';

function PageBody({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page} />;
    case 'blogPost':
      return <BlogPostPage page={page} />;
    case 'blogList':
      return <BlogListPage page={page} />;
    case 'blogTag':
      return <BlogTagPage page={page} />;
    case 'blogTags':
      return <BlogTagsPage page={page} />;
    case 'blogArchive':
      return <BlogArchivePage page={page} />;
    case 'home':
      return <HomePage page={page} />;
    case 'search':
      return <SearchPage page={page} />;
    case 'notFound':
      return <NotFoundPage page={page} />;
  }
}

/** The whole page inside <body>: the same tree on the server and when the client hydrates. */
export function App({ site, page }: { site: SiteData; page: PageData }) {
  return (
    <SiteContext.Provider value={site}>
      <Layout page={page}>
        <PageBody page={page} />
      </Layout>
    </SiteContext.Provider>
  );
}
