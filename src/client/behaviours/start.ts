// What works on a page without React: the code blocks' copy buttons, the tabs
// and the mermaid diagrams. The early entry (src/client/early.ts) starts them
// at first paint; the React client, loaded later, takes the same instance to
// apply them again after each page it shows.
import type { SiteData } from '../../model.js';
import { installCopyButtons } from './copy-code.js';
import { installMermaid } from './mermaid.js';
import { installTabs } from './tabs.js';

export interface Behaviours {
  /** To call once a page's body is in the document: its tabs take the reader's choices, its diagrams are drawn. */
  afterPage(): void;
}

let started: Behaviours | undefined;

/** Installs the page's behaviours once (both entries ask; the first one installs) and applies them to the page in view. */
export function startBehaviours(site: SiteData, win: Window): Behaviours {
  if (started) return started;
  installCopyButtons(win.document, site.strings);
  const tabs = installTabs(win);
  const diagrams = site.mermaid && installMermaid(win, site.mermaid);
  started = {
    afterPage() {
      tabs.apply();
      diagrams?.();
    },
  };
  // The reader's tab choices and the diagrams show at once.
  started.afterPage();
  return started;
}
