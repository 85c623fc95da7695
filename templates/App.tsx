import { Fragment, useContext, type ComponentType } from 'react';
import type { PageData, SiteData } from '../src/model.js';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { SiteContext } from './context.js';
import { FrameContext } from './frame.js';
import { Layout } from './Layout.js';
import { PageComponentsContext } from './page-components.js';

function PageBody({ page }: { page: PageData }) {
  const components = useContext(PageComponentsContext);
  const Page = components[page.kind] as ComponentType<{ page: PageData }> | undefined;
  if (!Page) throw new Error(`no component for pages of kind "${page.kind}"`);
  return <Page page={page} />;
}

/** The whole page inside <body>: the same tree on the server and when the client hydrates; the site's Root around it, as Docusaurus' app has it. */
export function App({ site, page }: { site: SiteData; page: PageData }) {
  const Root = useContext(FrameContext).Root ?? Fragment;
  return (
    <SiteContext.Provider value={site}>
      <Root>
        <Layout page={page}>
          <ErrorBoundary title={site.strings['theme.ErrorPageContent.title'] ?? ''} retry={site.strings['theme.ErrorPageContent.tryAgain'] ?? ''} resetKey={page.url}>
            <PageBody page={page} />
          </ErrorBoundary>
        </Layout>
      </Root>
    </SiteContext.Provider>
  );
}
