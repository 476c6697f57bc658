import type { ArticleCategory } from '@storefront/api-schemas';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { articleListHref } from './article-list-api';
import { articleListMessages as messages } from './article-list-messages';

/** Props of {@link CategoryFilter}. */
export interface CategoryFilterProps {
  categories: readonly ArticleCategory[];
  /** The category shown, or null for every article. */
  current: string | null;
}

/** The journal's categories as links (the first page of each), the one shown marked as the current page. */
export function CategoryFilter({ categories, current }: CategoryFilterProps) {
  const intl = useIntl();
  if (categories.length === 0) return null;
  const choices = [
    { slug: null, title: intl.formatMessage(messages.allCategories) },
    ...categories.map(({ slug, title }) => ({ slug, title })),
  ];
  return (
    <nav className="sf-journal-filter" aria-label={intl.formatMessage(messages.categories)}>
      <ul className="sf-journal-filter__list">
        {choices.map(({ slug, title }) => (
          <li key={slug ?? ''}>
            <Link
              className="sf-journal-filter__link"
              to={articleListHref({ page: 1, category: slug })}
              aria-current={slug === current ? 'page' : undefined}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
