import type { TocItem } from '../../src/model.js';
import { useT } from '../context.js';

export type TocNode = TocItem & { children: TocNode[] };
type Node = TocNode;

/** Nests a flat heading list by depth (h3s under their h2). */
export function nest(items: TocItem[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const item of items) {
    const node: Node = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= item.depth) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, className }: { nodes: Node[]; className?: string }) {
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a className="table-of-contents__link" href={`#${node.id}`}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The table of contents beside the page (wide screens): a navigation landmark
 * named like the folded one, so that a screen reader lists it, and so that it
 * stands in a landmark where the layout puts it outside <main> (blog posts).
 */
export function TocDesktop({ toc }: { toc: TocItem[] }) {
  const t = useT();
  if (toc.length === 0) return null;
  return (
    <nav className="toc-desktop" aria-label={t('theme.TOCCollapsible.toggleButtonLabel')}>
      <TocList nodes={nest(toc)} className="table-of-contents" />
    </nav>
  );
}

/** The table of contents folded above the page (narrow screens); opens without script. */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  const t = useT();
  if (toc.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary>{t('theme.TOCCollapsible.toggleButtonLabel')}</summary>
      <TocList nodes={nest(toc)} className="table-of-contents" />
    </details>
  );
}
