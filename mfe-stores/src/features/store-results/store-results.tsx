import type {
  StorePlace,
  StoreSearchAnswer,
  StoreStock,
  StoreStockSearchAnswer,
  StoreSummary,
} from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { EmptyState, RetryAlert, Skeleton } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SetMyStore } from '../../lib/set-my-store';
import { storeMessages } from '../../lib/store-messages';
import { storeStockMessages } from '../../lib/store-stock-messages';
import { StockText } from '../../lib/store-stock-text';
import { StoreAddress, StoreOpenStatus, useDayHours } from '../../lib/store-status';
import { storeResultsMessages as messages } from './store-results-messages';

/** Props of {@link StoreResults}: the search's state as the data layer gives it. */
export interface StoreResultsProps {
  status: 'pending' | 'error' | 'success';
  /** With a piece in play (`?sku=`), each store carries its stock of it. */
  data: StoreSearchAnswer | StoreStockSearchAnswer | undefined;
  retry: () => void;
}

function placeName(place: StorePlace, query: string | null): string {
  const town = place.locality ?? place.city ?? query ?? '';
  return [town, place.postcode].filter(Boolean).join(' ');
}

/**
 * One store of the list: name, distance, address, open now or not, today's hours, the way to its page, and Set as My
 * Store.
 */
function StoreCard({ store }: { store: StoreSummary & { stock?: StoreStock } }) {
  const intl = useIntl();
  const dayHours = useDayHours();
  return (
    <li className="sf-store-card">
      <div className="sf-store-card__head">
        <h2 className="sf-store-card__name">
          <Link to={localisePath(paths.store(store.id))} className="sf-store-card__link">
            {store.name}
          </Link>
        </h2>
        {store.distanceKm !== null ? (
          <p className="sf-store-card__distance">
            {intl.formatMessage(storeMessages.distance, {
              distance: intl.formatNumber(store.distanceKm, {
                style: 'unit',
                unit: 'kilometer',
                maximumFractionDigits: 1,
              }),
            })}
          </p>
        ) : null}
      </div>
      <StoreAddress address={store.address} />
      <StoreOpenStatus store={store} />
      <p className="sf-store-card__today">
        {intl.formatMessage(storeMessages.todayHours, { hours: dayHours(store.today) })}
      </p>
      {store.today.special ? (
        <p className="sf-store-card__special">
          {intl.formatMessage(storeMessages.specialToday, { label: store.today.special })}
        </p>
      ) : null}
      {store.stock ? <StockText stock={store.stock} /> : null}
      <Link
        to={localisePath(paths.store(store.id))}
        className="sf-store-card__more"
        aria-label={intl.formatMessage(storeMessages.viewStore, { name: store.name })}
      >
        {intl.formatMessage(storeMessages.viewStoreShort)}
      </Link>
      <SetMyStore store={store} />
    </li>
  );
}

/** The search's results: a skeleton while it runs, a retry when it fails, "No results", or the stores by distance. */
export function StoreResults({ status, data, retry }: StoreResultsProps) {
  const intl = useIntl();
  if (status === 'pending') {
    return (
      <section className="sf-store-results" aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
        <ol className="sf-store-results__list" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="sf-store-card sf-store-card--skeleton">
              <Skeleton width="60%" height={28} shape="text" />
              <Skeleton width="80%" height={18} shape="text" />
              <Skeleton width="50%" height={18} shape="text" />
              <Skeleton width="40%" height={18} shape="text" />
            </li>
          ))}
        </ol>
      </section>
    );
  }
  if (status === 'error') {
    return <RetryAlert onRetry={retry}>{intl.formatMessage(messages.failed)}</RetryAlert>;
  }
  if (!data?.place) return null;
  if (data.stores.length === 0) {
    return (
      <EmptyState
        icon="store"
        title={intl.formatMessage(messages.noResults)}
        message={intl.formatMessage(messages.noResultsBody)}
      />
    );
  }
  const summary =
    data.place.match === 'coordinates'
      ? intl.formatMessage(messages.countNearYou, { count: data.stores.length })
      : intl.formatMessage(messages.countNear, {
          count: data.stores.length,
          place: placeName(data.place, data.query),
        });
  return (
    <section className="sf-store-results" aria-label={intl.formatMessage(messages.region)}>
      <p className="sf-store-results__summary" role="status">
        {summary}
      </p>
      {'summary' in data ? (
        <p className="sf-store-results__stock-note">
          {intl.formatMessage(
            data.summary.storesWithStock === 0 ? storeStockMessages.noStoresWithStock : storeStockMessages.stockShown,
          )}
        </p>
      ) : null}
      <ol className="sf-store-results__list">
        {data.stores.map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
      </ol>
    </section>
  );
}
