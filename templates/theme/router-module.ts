// The router hooks Docusaurus' own router gives site code, as one module
// (`@docusaurus/router`, and `react-router-dom` and `react-router` by which
// sites import them too), so that a page's bundle that imports it takes
// these files alone (src/render/shared-module-code.ts).
import Link from './Link.js';
import { Redirect, useHistory, useLocation } from './router.js';

export default { useLocation, useHistory, Link, Redirect, useParams: () => ({}) };
