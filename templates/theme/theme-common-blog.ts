// The parts of `@docusaurus/theme-common` (and its `/internal`) that the
// blog's components, and a site's swizzled copies of them, use.
import { Fragment, createElement, type ReactNode, useMemo } from 'react';
import { useContent } from '../context.js';

/**
 * Docusaurus' class names for the page (`ThemeClassNames`, theme-common's
 * utils/ThemeClassNames.ts), as its own components and swizzled copies set
 * them; the names are Docusaurus' and must stay as they are.
 */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated', codeBlock: 'theme-code-block', admonition: 'theme-admonition' },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
};

/**
 * `HtmlClassNameProvider`: Docusaurus puts these classes on `<html>` while
 * the page shows. tongsite writes `<html>` for every page alike, so the
 * children render without them.
 */
export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * `usePluralForm()`: `selectMessage(count, 'One post|{count} posts')` picks the
 * form of the locale's plural rules, in Docusaurus' order of forms
 * (theme-common's utils/usePluralForm.ts): the locale's categories in the
 * order zero, one, two, few, many, other; with fewer forms, the last.
 */
export function usePluralForm() {
  const { site } = useContent();
  const lang = site.locale.htmlLang;
  return useMemo(() => {
    const rules = new Intl.PluralRules(lang);
    const forms = PLURAL_ORDER.filter((form) => rules.resolvedOptions().pluralCategories.includes(form as Intl.LDMLPluralRule));
    return {
      selectMessage(count: number, message: string): string {
        const parts = message.split('|');
        if (parts.length === 1) return parts[0]!;
        return parts[Math.min(forms.indexOf(rules.select(count)), parts.length - 1)]!;
      },
    };
  }, [lang]);
}

/** `useDateTimeFormat(options)` of theme-common/internal: Intl's date format in the page's locale and calendar. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { site } = useContent();
  return new Intl.DateTimeFormat(site.locale.htmlLang, { calendar: site.locale.calendar, ...options });
}
