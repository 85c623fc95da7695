import type { PageData } from '../../src/model.js';
import { useT } from '../context.js';

type Of<K extends PageData['kind']> = Extract<PageData, { kind: K }>;

/** The page of an unknown path, in its locale. */
export function NotFoundPage({ page }: { page: Of<'notFound'> }) {
  const t = useT();
  // The site's swizzled NotFound, rendered as a React page.
  if (page.contentHtml) return <div id="__main" className="site-page" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />;
  return (
    <main id="__main" className="not-found">
      <h1>{t('theme.NotFound.title')}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <p>{t('theme.NotFound.p2')}</p>
    </main>
  );
}
