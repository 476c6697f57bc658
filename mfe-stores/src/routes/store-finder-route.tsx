import '../stores.css';
import { localisePath, paths, useLocale } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { validationMessages } from '@storefront/validation';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { StoreResults } from '../features/store-results/store-results';
import { StoreSearchForm } from '../lib/store-search-form';
import { storeSearchQuery, type StoreSearchWhere } from '../lib/store-queries';
import { storesRouteMessages as messages } from './stores-route-messages';

const NEAR = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/** The search the address names: `?q=<place>` or `?near=<lat>,<lng>`, or none. */
function searchOf(params: URLSearchParams): StoreSearchWhere | null {
  const q = params.get('q')?.trim();
  if (q) return { q };
  const near = NEAR.exec(params.get('near') ?? '');
  if (near) return { lat: Number(near[1]), lng: Number(near[2]) };
  return null;
}

/**
 * The store finder `/stores`: search by postcode, suburb or city, or by the browser's position; the stores nearest
 * first. The search lives in the address (`?q=` or `?near=`), so it can be shared, reloaded and gone back to.
 */
export default function StoreFinderRoute() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const where = searchOf(params);
  const search = useQuery({ ...storeSearchQuery(locale, where ?? { q: '' }), enabled: where !== null });
  const title = intl.formatMessage(messages.finderTitle);
  const placeUnknown = where !== null && search.data?.code === 'LOCATION_NOT_FOUND';
  return (
    <PageFrame
      title={title}
      className="sf-container sf-stores-finder"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.finderIntro)}
    >
      <StoreSearchForm
        initialLocation={where && 'q' in where ? where.q : ''}
        placeError={placeUnknown ? intl.formatMessage(validationMessages.locationInvalid) : undefined}
        onSearch={(location) => setParams({ q: location })}
        onLocate={({ lat, lng }) => setParams({ near: `${lat},${lng}` })}
      />
      {where ? <StoreResults status={search.status} data={search.data} retry={() => void search.refetch()} /> : null}
    </PageFrame>
  );
}
