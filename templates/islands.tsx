// Islands: the parts of a page's content that run in the browser. Pages are
// rendered at build time and not hydrated as a whole; each <BrowserOnly> the
// page writes becomes an island, found by walking the element tree the page's
// MDX returns. The build (markIslands) and the browser (findIslands) walk that
// tree the same way, so the n-th island of the HTML is the n-th BrowserOnly
// element the browser finds, with the children function the page wrote.
import { cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ISLAND_TAG } from '../src/shared/islands.js';
import BrowserOnly from './theme/BrowserOnly.js';

/**
 * Walks `node` in a fixed order (an element's props in their order, arrays in
 * theirs), stopping at each BrowserOnly element, which `visit` may replace.
 * Children functions are not called: what they return is decided in the browser.
 */
function walk(node: unknown, visit: (island: ReactElement, index: number) => ReactNode, counter: { next: number }): unknown {
  if (Array.isArray(node)) {
    let changed = false;
    const items = node.map((item) => {
      const next = walk(item, visit, counter);
      changed ||= next !== item;
      return next;
    });
    return changed ? items : node;
  }
  if (!isValidElement(node)) return node;
  if (node.type === BrowserOnly) return visit(node, counter.next++);
  const props = node.props as Record<string, unknown>;
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(props)) {
    const next = walk(value, visit, counter);
    if (next !== value) (changed ??= {})[key] = next;
  }
  return changed ? cloneElement(node, changed) : node;
}

/** The tree with each BrowserOnly element inside an island marker naming the bundle `src` that brings it to life. */
export function markIslands(tree: ReactNode, src: string): ReactNode {
  return walk(
    tree,
    (island, index) => (
      <IslandMarker key={island.key ?? undefined} index={index} src={src}>
        {island}
      </IslandMarker>
    ),
    { next: 0 },
  ) as ReactNode;
}

/** The BrowserOnly elements of the tree, in the order markIslands numbers them. */
export function findIslands(tree: ReactNode): ReactElement[] {
  const found: ReactElement[] = [];
  walk(
    tree,
    (island) => {
      found.push(island);
      return island;
    },
    { next: 0 },
  );
  return found;
}

/** An island in the build's HTML: its fallback, in an element the browser mounts the island into. */
function IslandMarker({ index, src, children }: { index: number; src: string; children: ReactNode }) {
  return createElement(ISLAND_TAG, { 'data-island': index, 'data-src': src }, children);
}
