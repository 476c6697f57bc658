import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

/** Search results `/search?q=`. */
export default function SearchRoute() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const title = query
    ? intl.formatMessage(messages.searchResultsFor, { query })
    : intl.formatMessage(messages.searchTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
          { label: intl.formatMessage(messages.searchTitle) },
        ]}
      />
      <PageHeading title={title} />
      {query ? (
        <EmptyState
          icon="search"
          title={intl.formatMessage(messages.searchNoResultsTitle, { query })}
          message={intl.formatMessage(messages.searchNoResultsBody)}
        />
      ) : (
        <EmptyState
          icon="search"
          title={intl.formatMessage(messages.searchEmptyTitle)}
          message={intl.formatMessage(messages.searchEmptyBody)}
        />
      )}
    </div>
  );
}
