import type { DocCard } from '../../src/model.js';
import { useT } from '../context.js';
import { DocCards } from '../theme/DocCardList.js';

/**
 * The body of a category's generated index (Docusaurus' DocCategoryGeneratedIndexPage): its
 * description, then a card for each item, as DocCardList draws them.
 */
export function CategoryCards({ description, cards }: { description?: string; cards: DocCard[] }) {
  const t = useT();
  return (
    <>
      {description && <p className="generated-index__description">{description}</p>}
      <DocCards cards={cards} describeCategory={(count) => t('theme.docs.DocCard.categoryDescription.plurals', { count })} />
    </>
  );
}
