import { nest, type TocNode } from '../docs/Toc.js';

/** An entry of the `toc` a Markdown page exports, as Docusaurus' MDX loader writes it: the heading's HTML, id and level. */
interface TocEntry {
  value: string;
  id: string;
  level: number;
}

function Items({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className="table-of-contents">
      {nodes.map((node) => (
        <li key={node.id}>
          <a className="table-of-contents__link" href={`#${node.id}`} dangerouslySetInnerHTML={{ __html: node.text }} />
          {node.children.length > 0 && <Items nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * `import TOCInline from '@theme/TOCInline'`, `<TOCInline toc={toc} />`: the
 * page's headings from `minHeadingLevel` to `maxHeadingLevel` (2 and 3 unless
 * given, Docusaurus' defaults) as a nested list inside the text.
 */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc: readonly TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = toc.filter((e) => e.level >= minHeadingLevel && e.level <= maxHeadingLevel).map((e) => ({ depth: e.level, id: e.id, text: e.value }));
  return (
    <div className="toc-inline">
      <Items nodes={nest(items)} />
    </div>
  );
}
