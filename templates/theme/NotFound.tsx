import Layout from './Layout.js';
import { translate } from './Translate.js';

/** `@theme/NotFound` as Docusaurus' classic theme has it, for a site's own NotFound to wrap (`@theme-original/NotFound`): the page of an unknown path. */
export default function NotFound() {
  return (
    <Layout title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}>
      <main className="not-found">
        <h1>{translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}</h1>
        <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.' })}</p>
        <p>{translate({ id: 'theme.NotFound.p2', message: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.' })}</p>
      </main>
    </Layout>
  );
}
