import type { PageData } from '../../src/model.js';
import { Notice } from '../components/Notice.js';
import { TagsIndex } from '../components/Tags.js';
import { useT } from '../context.js';

type Of<K extends PageData['kind']> = Extract<PageData, { kind: K }>;

/** /docs/tags: a docs version's tags with their number of docs (Docusaurus' DocTagsListPage). */
export function DocTagsPage({ page }: { page: Of<'docTags'> }) {
  return (
    <main id="__main" className="doc-tags-page">
      <h1>{page.title}</h1>
      <TagsIndex tags={page.tags} />
    </main>
  );
}

/** /docs/tags/<tag>: the docs with one tag, by title, each with its description (Docusaurus' DocTagDocListPage). */
export function DocTagPage({ page }: { page: Of<'docTag'> }) {
  const t = useT();
  return (
    <main id="__main" className="doc-tags-page">
      {page.unlisted && (
        <Notice kind="caution" title={t('theme.unlistedContent.title')}>
          {t('theme.unlistedContent.message')}
        </Notice>
      )}
      <header className="page-header">
        <h1>{page.title}</h1>
        {page.tag.description && <p>{page.tag.description}</p>}
        <a href={page.allTagsUrl}>{t('theme.tags.tagsPageLink')}</a>
      </header>
      <section>
        {page.docs.map((doc) => (
          <article key={doc.url} className="doc-tags-page__doc">
            <a href={doc.url}>
              <h2>{doc.title}</h2>
            </a>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </main>
  );
}
