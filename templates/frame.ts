import { createContext } from 'react';
import type { FrameComponents } from '../src/model.js';

/** The site's swizzled frame components (src/theme/Root, src/theme/Footer), where it has some: the server's and the client's render take them from here. */
export const FrameContext = createContext<FrameComponents>({});
