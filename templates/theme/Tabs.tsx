import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';

interface TabsProps {
  children?: ReactNode;
  /** Labels by value, in order; else each TabItem's own `value` and `label`. */
  values?: { value: string; label?: ReactNode }[];
  defaultValue?: string | null;
  /** Tabs with the same group id switch together, on the page and on the pages read later. */
  groupId?: string;
  /** Keeps the choice in the URL: `true` uses the group id as the query key. */
  queryString?: boolean | string;
  className?: string;
}

/**
 * `import Tabs from '@theme/Tabs'`: a tablist rendered at build time with
 * Docusaurus' markup, every panel in the page (hidden but one) so that readers
 * without script and search engines see them all. src/client/behaviours/tabs.ts
 * switches them, keeps a group's choice in localStorage and the query string.
 */
export default function Tabs({ children, values, defaultValue, groupId, queryString, className }: TabsProps) {
  const id = useId();
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  for (const item of items) {
    if (typeof item.props.value !== 'string') throw new Error('every child of <Tabs> must be a <TabItem value="…"> (a TabItem without a value, or another element, was given)');
  }
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label }));
  const known = new Set<string>();
  for (const tab of tabs) {
    if (known.has(tab.value)) throw new Error(`<Tabs> has two tabs with the value "${tab.value}"; each value must be unique`);
    known.add(tab.value);
  }
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value;
  if (selected !== undefined && !known.has(selected)) throw new Error(`<Tabs defaultValue="${selected}"> names no tab; the values are ${[...known].join(', ')}`);
  const queryKey = queryString === true ? groupId : queryString || undefined;
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;
  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`} data-group-id={groupId} data-query-key={queryKey}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((tab, i) => (
          <li
            key={tab.value}
            role="tab"
            id={tabId(i)}
            aria-controls={panelId(i)}
            aria-selected={tab.value === selected}
            tabIndex={tab.value === selected ? 0 : -1}
            data-value={tab.value}
            className={`tabs__item${tab.value === selected ? ' tabs__item--active' : ''}`}
          >
            {tab.label ?? tab.value}
          </li>
        ))}
      </ul>
      <div className="tabs__panels">
        {items.map((item) => {
          const i = tabs.findIndex((tab) => tab.value === item.props.value);
          return cloneElement(item, { key: item.props.value, id: panelId(i), labelledBy: tabId(i), hidden: item.props.value !== selected });
        })}
      </div>
    </div>
  );
}
