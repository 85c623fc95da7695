import type { ReactNode } from 'react';

/** What a writer gives a TabItem, and what <Tabs> adds (id, labelledBy, hidden). */
export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  children?: ReactNode;
  className?: string;
  id?: string;
  labelledBy?: string;
  hidden?: boolean;
}

/** `import TabItem from '@theme/TabItem'`: one panel of <Tabs>. */
export default function TabItem({ children, className, id, labelledBy, hidden, value }: TabItemProps) {
  return (
    <div role="tabpanel" className={`tabs__panel${className ? ` ${className}` : ''}`} id={id} aria-labelledby={labelledBy} data-value={value} hidden={hidden}>
      {children}
    </div>
  );
}
