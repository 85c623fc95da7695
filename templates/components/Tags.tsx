import type { TagRef } from '../../src/model.js';
import { useT } from '../context.js';

/** Tags of a post or doc, each linking to its tag page. */
export function TagList({ tags }: { tags: { label: string; url: string }[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <div className="tags">
      <b>{t('theme.tags.tagsListLabel')}</b>
      <ul className="tags__list">
        {tags.map((tag) => (
          <li key={tag.url}>
            <a className="tag" href={tag.url} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A tags page's list: every tag with its number of posts or docs (BlogTagsListPage, DocTagsListPage). */
export function TagsIndex({ tags }: { tags: TagRef[] }) {
  return (
    <ul className="tags__list tags__list--index">
      {tags.map((tag) => (
        <li key={tag.url}>
          <a className="tag" href={tag.url}>
            {tag.label}
            <span className="tag__count">{tag.count}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
