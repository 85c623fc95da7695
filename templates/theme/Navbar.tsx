import { useContext } from 'react';
import { Navbar } from '../components/Navbar.js';
import { FramePageContext } from '../frame.js';

/**
 * `@theme/Navbar` (as `@theme-original/Navbar` in a site's Navbar that wraps
 * it): the theme's navbar for the page the frame is drawn around. It takes no
 * props, as Docusaurus' Navbar takes none.
 */
export function ThemeNavbar() {
  const page = useContext(FramePageContext);
  return page ? <Navbar page={page} /> : null;
}
