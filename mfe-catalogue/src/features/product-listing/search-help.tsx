import { localisePath, pageLinks, paths, useLocale } from '@storefront/contracts';
import { EmptyState, PageFrame } from '@storefront/ui';
import { validationMessages } from '@storefront/validation';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { listingMessages as messages } from './listing-messages';
import { useSearchHelp } from './use-search-help';

function LinkList({ title, links }: { title: string; links: readonly { key: string; label: string; to: string }[] }) {
  const titleId = useId();
  if (links.length === 0) return null;
  return (
    <nav className="sf-search-help__group" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-search-help__title">
        {title}
      </h2>
      <ul className="sf-search-help__links">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="sf-search-help__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Popular searches and the top categories: where to go when a search has nothing (yet). */
function SearchSuggestions({ didYouMean = [] }: { didYouMean?: readonly string[] }) {
  const intl = useIntl();
  const { popular, categories } = useSearchHelp();
  const searchLink = (query: string) => ({ key: query, label: query, to: localisePath(paths.search(query)) });
  return (
    <div className="sf-search-help">
      <LinkList title={intl.formatMessage(messages.didYouMean)} links={didYouMean.map(searchLink)} />
      <LinkList title={intl.formatMessage(messages.popularSearches)} links={popular.map(searchLink)} />
      <LinkList
        title={intl.formatMessage(messages.topCategories)}
        links={categories.map((category) => ({
          key: category.id,
          label: category.name,
          to: localisePath(paths.category(category.path)),
        }))}
      />
    </div>
  );
}

/** A search that found nothing: tips, "did you mean", popular searches and top categories. */
export function SearchNoResults({ query, didYouMean }: { query: string; didYouMean?: readonly string[] | undefined }) {
  const intl = useIntl();
  return (
    <>
      <EmptyState
        icon="search"
        title={intl.formatMessage(messages.noResultsTitle, { query })}
        message={
          <>
            <p>{intl.formatMessage(messages.noResultsBody)}</p>
            <ul className="sf-search-help__tips">
              <li>{intl.formatMessage(messages.tipSpelling)}</li>
              <li>{intl.formatMessage(messages.tipFewerWords)}</li>
              <li>{intl.formatMessage(messages.tipAttributes)}</li>
            </ul>
          </>
        }
      />
      <SearchSuggestions didYouMean={didYouMean ?? []} />
    </>
  );
}

/**
 * `/search?q=` with a query longer than searches may be: says so with the limit (the one rule the API and the search
 * box share), then popular searches and top categories; nothing is asked of the search API.
 */
export function SearchTooLong({ length }: { length: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(messages.searchTitle);
  return (
    <PageFrame
      title={title}
      robots="noindex, follow"
      {...pageLinks(locale, paths.search())}
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      className="sf-container sf-listing"
    >
      <EmptyState
        icon="search"
        title={intl.formatMessage(messages.tooLongTitle)}
        message={intl.formatMessage(validationMessages.searchTooLong, { length })}
      />
      <SearchSuggestions />
    </PageFrame>
  );
}
