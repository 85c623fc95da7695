import type { PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { Notice } from './Notice.js';

/**
 * At the top of a page that has no translation in this locale: says so, in the
 * locale's words, and links the original (which is also its canonical URL).
 */
export function UntranslatedNotice({ original }: { original: PageData['original'] }) {
  const site = useSite();
  const t = useT();
  if (!original) return null;
  const locale = site.locales.find((l) => l.code === original.locale);
  return (
    <Notice kind="info" title={t('tongsite.untranslated.title')}>
      <p>
        {t('tongsite.untranslated.message', { language: locale?.label ?? original.locale })}{' '}
        <a href={original.url} hrefLang={locale?.htmlLang}>
          {t('tongsite.untranslated.link')}
        </a>
      </p>
    </Notice>
  );
}

/** The language of a page's text: the original's when it shows it untranslated, else none (the page's own). */
export function useTextLang(original: PageData['original']): string | undefined {
  const site = useSite();
  return original ? site.locales.find((l) => l.code === original.locale)?.htmlLang : undefined;
}
