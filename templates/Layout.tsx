import { useContext, type ReactNode } from 'react';
import type { PageData } from '../src/model.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { Navbar } from './components/Navbar.js';
import { useT } from './context.js';
import { FrameContext } from './frame.js';

/** Every page: skip link first, then announcement, navbar, the page, footer (the site's own, when it swizzles it). */
export function Layout({ page, children }: { page: PageData; children: ReactNode }) {
  const t = useT();
  const SiteFooter = useContext(FrameContext).Footer ?? Footer;
  return (
    <>
      <a className="skip-link" href="#__main">
        {t('theme.common.skipToMainContent')}
      </a>
      <AnnouncementBar />
      <Navbar page={page} />
      <div className="main-wrapper">{children}</div>
      <SiteFooter />
    </>
  );
}
