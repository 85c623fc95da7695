import { Fragment, useContext, type ReactNode } from 'react';
import type { PageData } from '../src/model.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { Navbar } from './components/Navbar.js';
import { useT } from './context.js';
import { FrameContext, FramePageContext } from './frame.js';

/**
 * Every page: skip link first, then announcement, navbar, the page, footer (the site's own navbar and footer, when it
 * swizzles them); all inside the site's Layout/Provider, when it has one, as Docusaurus' Layout has them.
 */
export function Layout({ page, children }: { page: PageData; children: ReactNode }) {
  const t = useT();
  const frame = useContext(FrameContext);
  const SiteFooter = frame.Footer ?? Footer;
  const Provider = frame['Layout/Provider'] ?? Fragment;
  return (
    <FramePageContext.Provider value={page}>
      <Provider>
        <a className="skip-link" href="#__main">
          {t('theme.common.skipToMainContent')}
        </a>
        <AnnouncementBar />
        {frame.Navbar ? <frame.Navbar /> : <Navbar page={page} />}
        <div className="main-wrapper">{children}</div>
        <SiteFooter />
      </Provider>
    </FramePageContext.Provider>
  );
}
