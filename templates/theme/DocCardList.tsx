import { translate } from '../../src/shared/translate.js';
import type { DocCard, DocClientContext, PropSidebarItem } from '../../src/model.js';
import { useContent } from '../context.js';
import { filterDocCardListItems, findFirstSidebarItemLink } from './sidebar-items.js';

/**
 * `import DocCardList from '@theme/DocCardList'`: cards for the pages of the
 * current category, as Docusaurus' component of the same name; or for the
 * sidebar items a site's code gives it (`useCurrentSidebarCategory().items`).
 */
export default function DocCardList({ items }: { items?: (DocCard | PropSidebarItem)[] }) {
  const { docCards, strings, lang, doc } = useContent();
  const cards = items ? items.flatMap((item) => ('type' in item ? cardsOf(item, doc) : [item])) : docCards;
  return <DocCards cards={cards} describeCategory={(count) => translate(strings['theme.docs.DocCard.categoryDescription.plurals'] ?? '', { count }, lang)} />;
}

/** A sidebar item's card as theme-classic's DocCard draws it: a doc's description from its metadata, a category leading to its first link. */
function cardsOf(item: PropSidebarItem, doc: DocClientContext | undefined): DocCard[] {
  const [kept] = filterDocCardListItems([item]);
  if (!kept || kept.type === 'html') return [];
  const url = findFirstSidebarItemLink(kept)!;
  if (kept.type === 'category') return [{ label: kept.label, url, count: kept.items.length }];
  const description = kept.docId === undefined ? undefined : doc?.version.docs[kept.docId]?.description;
  return [{ label: kept.label, url, ...(description && { description }) }];
}

/**
 * The cards themselves: a page's label and description, or a category's label and
 * how many items it holds (`describeCategory`); shared with generated-index pages,
 * which are drawn outside MDX content.
 */
export function DocCards({ cards, describeCategory }: { cards: DocCard[]; describeCategory: (count: number) => string }) {
  return (
    <section className="doc-cards">
      {cards.map((card) => (
        <a key={card.url} className="doc-card" href={card.url}>
          <h2 className="doc-card__title">
            <span aria-hidden="true">{card.count === undefined ? '📄️ ' : '🗃️ '}</span>
            {card.label}
          </h2>
          <p className="doc-card__description">{card.count === undefined ? card.description : describeCategory(card.count)}</p>
        </a>
      ))}
    </section>
  );
}
