// The code every page loads at first paint, small and without React: the
// behaviours of what Markdown and the theme render (copy buttons, tabs,
// diagrams), and the search box's loading at the reader's first reach for it.
// The React client (entry.tsx: hydration, navigation, search) comes later,
// when the inline loader (src/shared/inline-scripts.ts) wakes it.
import { startBehaviours } from './behaviours/start.js';
import { installEarlySearch } from './early-search.js';
import { readSite } from './initial-data.js';

const site = readSite(document);
startBehaviours(site, window);
installEarlySearch(site, window);
