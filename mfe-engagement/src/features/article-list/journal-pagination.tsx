import { Icon } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { articleListHref } from './article-list-api';
import { articleListMessages as messages } from './article-list-messages';

/** Props of {@link JournalPagination}. */
export interface JournalPaginationProps {
  page: number;
  totalPages: number;
  category: string | null;
}

/**
 * The journal's pages as links that keep the page (and the category) in the address: previous, each page (the
 * current one marked for assistive technology), next. Nothing when everything fits on one page.
 */
export function JournalPagination({ page, totalPages, category }: JournalPaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="sf-journal-pages" aria-label={intl.formatMessage(messages.pagination)}>
      <p className="sf-visually-hidden">{intl.formatMessage(messages.pageOf, { page, pages: totalPages })}</p>
      <ul className="sf-journal-pages__list">
        <li>
          {page > 1 ? (
            <Link
              className="sf-journal-pages__step"
              to={articleListHref({ page: page - 1, category })}
              aria-label={intl.formatMessage(messages.previousLabel)}
            >
              <Icon name="chevron-left" size="sm" />
              {intl.formatMessage(messages.previous)}
            </Link>
          ) : null}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              className="sf-journal-pages__page"
              to={articleListHref({ page: number, category })}
              aria-label={intl.formatMessage(messages.pageLabel, { page: number })}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link
              className="sf-journal-pages__step"
              to={articleListHref({ page: page + 1, category })}
              aria-label={intl.formatMessage(messages.nextLabel)}
            >
              {intl.formatMessage(messages.next)}
              <Icon name="chevron-right" size="sm" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
