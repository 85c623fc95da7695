import { translate } from '../i18n/translate.js';
import { useContent, type DocCard } from '../context.js';

/**
 * `import DocCardList from '@theme/DocCardList'`: cards for the pages of the
 * current category, as Docusaurus' component of the same name.
 */
export default function DocCardList({ items }: { items?: DocCard[] }) {
  const { docCards, strings, lang } = useContent();
  const cards = items ?? docCards;
  return (
    <section className="doc-cards">
      {cards.map((card) => (
        <a key={card.url} className="doc-card" href={card.url}>
          <h2 className="doc-card__title">
            <span aria-hidden="true">{card.count === undefined ? '📄️ ' : '🗃️ '}</span>
            {card.label}
          </h2>
          <p className="doc-card__description">
            {card.count === undefined ? card.description : translate(strings['theme.docs.DocCard.categoryDescription.plurals'] ?? '', { count: card.count }, lang)}
          </p>
        </a>
      ))}
    </section>
  );
}
