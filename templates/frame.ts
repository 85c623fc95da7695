import { createContext } from 'react';
import type { FrameComponents, PageData } from '../src/model.js';

/** The site's swizzled frame components (src/theme/Root, Navbar, Footer), where it has some: the server's and the client's render take them from here. */
export const FrameContext = createContext<FrameComponents>({});

/** The page the frame is drawn around: `@theme/Navbar`, rendered by a site's Navbar that wraps it, takes it from here. */
export const FramePageContext = createContext<PageData | null>(null);
