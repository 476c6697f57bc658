import './article-list.css';
import type { ArticleListAnswer } from '@storefront/api-schemas';
import { localisePath, pageLinks, paths, useLocale } from '@storefront/contracts';
import { localeCodes } from '@storefront/i18n';
import { ButtonLink, EmptyState, PageFrame } from '@storefront/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ArticleCard, ArticleCardSkeleton } from '../../lib/article-card';
import { articleListHref, articleListPath, articleListQuery, type ArticleListRequest } from './article-list-api';
import { articleListMessages as messages } from './article-list-messages';
import { CategoryFilter } from './category-filter';
import { JournalPagination } from './journal-pagination';

/** Props of {@link ArticleList}: the page and category the address asks for. */
export type ArticleListProps = ArticleListRequest;

/** Cards a page of the journal holds (the API's page size): the placeholder draws as many. */
const PLACEHOLDER_CARDS = 6;

/** The page's head: its title (with the category and page), description, canonical and hreflang links. */
function useJournalHead(request: ArticleListRequest, answer: ArticleListAnswer | undefined) {
  const intl = useIntl();
  const locale = useLocale();
  const path = articleListPath(request);
  const journal = intl.formatMessage(messages.title);
  const named = answer?.category
    ? intl.formatMessage(messages.categoryHeading, { category: answer.category.title })
    : journal;
  const heading =
    request.page > 1 ? intl.formatMessage(messages.pageHeading, { heading: named, page: request.page }) : named;
  return {
    documentTitle: intl.formatMessage(messages.documentTitle, { heading }),
    description: intl.formatMessage(messages.description),
    ...pageLinks(locale, path, Object.fromEntries(localeCodes.map((code) => [code, path]))),
  };
}

/** The cards of a page of the journal, the first ones loaded at once (they are above the fold). */
function ArticleGrid({ answer, busy }: { answer: ArticleListAnswer; busy: boolean }) {
  const intl = useIntl();
  return (
    <ul
      className="sf-journal__grid"
      aria-label={intl.formatMessage(messages.listLabel, { total: answer.total })}
      aria-busy={busy || undefined}
    >
      {answer.items.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The journal `/articles`: its categories to filter by, a page of articles newest first as cards (picture, category,
 * date in the shopper's locale, reading time, excerpt), and links to the other pages that keep the page and the
 * category in the address. A skeleton while it loads, a retry when the content service cannot answer.
 */
export function ArticleList({ page, category }: ArticleListProps) {
  const intl = useIntl();
  const locale = useLocale();
  const query = useQuery({ ...articleListQuery(locale, { page, category }), placeholderData: keepPreviousData });
  const answer = query.data;
  const head = useJournalHead({ page, category }, answer);
  const title = intl.formatMessage(messages.title);
  const home = { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) };
  const shownCategory = answer?.category ?? null;
  const frame = {
    ...head,
    title,
    intro: intl.formatMessage(messages.intro),
    className: 'sf-container sf-container--wide sf-journal',
    breadcrumbs: shownCategory
      ? [home, { label: title, to: localisePath(paths.articles()) }, { label: shownCategory.title }]
      : [home, { label: title }],
  };

  if (!answer && query.isError && !query.isFetching) {
    return (
      <PageFrame
        {...frame}
        state={{
          status: 'error',
          title: intl.formatMessage(messages.unavailableTitle),
          message: intl.formatMessage(messages.unavailable),
          retry: () => void query.refetch(),
        }}
      />
    );
  }
  if (!answer) {
    return (
      <PageFrame
        {...frame}
        state={{
          status: 'loading',
          label: intl.formatMessage(messages.loading),
          placeholder: (
            <div className="sf-journal__grid">
              {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
                <ArticleCardSkeleton key={index} />
              ))}
            </div>
          ),
        }}
      />
    );
  }
  return (
    <PageFrame {...frame}>
      <div className="sf-journal__body">
        <CategoryFilter categories={answer.categories} current={shownCategory?.slug ?? null} />
        {answer.items.length > 0 ? (
          <ArticleGrid answer={answer} busy={query.isPlaceholderData} />
        ) : (
          <EmptyState
            icon="info"
            title={intl.formatMessage(messages.emptyTitle)}
            message={intl.formatMessage(messages.emptyBody)}
            actions={
              <ButtonLink to={articleListHref({ page: 1, category: null })} variant="secondary">
                {intl.formatMessage(messages.allCategories)}
              </ButtonLink>
            }
          />
        )}
        <JournalPagination page={answer.page} totalPages={answer.totalPages} category={shownCategory?.slug ?? null} />
      </div>
    </PageFrame>
  );
}
