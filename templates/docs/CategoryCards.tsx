import type { DocCard } from '../../src/model.js';
import { useT } from '../context.js';

/**
 * The body of a category's generated index (Docusaurus' DocCategoryGeneratedIndexPage): its
 * description, then a card for each item, as DocCardList draws them.
 */
export function CategoryCards({ description, cards }: { description?: string; cards: DocCard[] }) {
  const t = useT();
  return (
    <>
      {description && <p className="generated-index__description">{description}</p>}
      <section className="doc-cards">
        {cards.map((card) => (
          <a key={card.url} className="doc-card" href={card.url}>
            <h2 className="doc-card__title">
              <span aria-hidden="true">{card.count === undefined ? '📄️ ' : '🗃️ '}</span>
              {card.label}
            </h2>
            <p className="doc-card__description">{card.count === undefined ? card.description : t('theme.docs.DocCard.categoryDescription.plurals', { count: card.count })}</p>
          </a>
        ))}
      </section>
    </>
  );
}
