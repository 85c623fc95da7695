import { translate } from '../../src/shared/translate.js';
import type { DocCard } from '../../src/model.js';
import { useContent } from '../context.js';

/**
 * `import DocCardList from '@theme/DocCardList'`: cards for the pages of the
 * current category, as Docusaurus' component of the same name.
 */
export default function DocCardList({ items }: { items?: DocCard[] }) {
  const { docCards, strings, lang } = useContent();
  return <DocCards cards={items ?? docCards} describeCategory={(count) => translate(strings['theme.docs.DocCard.categoryDescription.plurals'] ?? '', { count }, lang)} />;
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
