import { Fragment, type ReactNode } from 'react';
import { useSite } from '../context.js';

/** A theme string with its `{name}` placeholders replaced by elements (the strings' own words stay text). */
function withElements(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}

/**
 * "Last updated on <date> by <author>", as Docusaurus' theme LastUpdated writes
 * it, in the locale's words (theme.lastUpdated.*): the date in a <time> with
 * its ISO value, each part only when the page has it.
 */
export function LastUpdated({ iso, date, by }: { iso?: string; date?: string; by?: string }) {
  const strings = useSite().strings;
  const atDate =
    date !== undefined && iso !== undefined
      ? withElements(strings['theme.lastUpdated.atDate'] ?? ' on {date}', {
          date: (
            <b>
              <time dateTime={iso} itemProp="dateModified">
                {date}
              </time>
            </b>
          ),
        })
      : '';
  const byUser = by !== undefined ? withElements(strings['theme.lastUpdated.byUser'] ?? ' by {user}', { user: <b>{by}</b> }) : '';
  return <span className="theme-last-updated">{withElements(strings['theme.lastUpdated.lastUpdatedAtBy'] ?? 'Last updated{atDate}{byUser}', { atDate, byUser })}</span>;
}
