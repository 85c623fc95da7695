import { useSite, useT } from '../context.js';

/**
 * The bar above the navbar. Its dismissal is remembered with its id; the inline
 * theme script hides it before first paint when this id was dismissed.
 */
export function AnnouncementBar() {
  const bar = useSite().announcementBar;
  const t = useT();
  if (!bar) return null;
  return (
    <div
      className="announcement-bar"
      data-announcement-id={bar.id}
      style={{ ...(bar.backgroundColor && { backgroundColor: bar.backgroundColor }), ...(bar.textColor && { color: bar.textColor }) }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.html }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
