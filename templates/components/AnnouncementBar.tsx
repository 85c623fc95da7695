import { useState } from 'react';
import { useSite, useT } from '../context.js';

/** Where a dismissal is kept: the same keys as Docusaurus, so a reader's choice carries over. */
const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

/**
 * The bar above the navbar. Its dismissal is remembered with its id; the inline
 * theme script hides it before first paint when this id was dismissed, and a
 * bar with another id shows again.
 */
export function AnnouncementBar() {
  const bar = useSite().announcementBar;
  const t = useT();
  const [closed, setClosed] = useState(false);
  if (!bar || closed) return null;
  const close = () => {
    try {
      localStorage.setItem(ID_KEY, bar.id);
      localStorage.setItem(DISMISS_KEY, 'true');
    } catch {
      // closed for this page only
    }
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setClosed(true);
  };
  return (
    // A banner landmark, as Docusaurus' bar is: its text is then inside a landmark (the navbar is a <nav>, not a banner).
    <div
      className="theme-announcement-bar announcement-bar"
      role="banner"
      data-announcement-id={bar.id}
      style={{ ...(bar.backgroundColor && { backgroundColor: bar.backgroundColor }), ...(bar.textColor && { color: bar.textColor }) }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.html }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
