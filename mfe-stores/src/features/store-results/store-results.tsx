import type {
  StorePlace,
  StoreSearchAnswer,
  StoreStock,
  StoreStockSearchAnswer,
  StoreSummary,
} from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { classNames, EmptyState, Icon, RetryAlert, Skeleton } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SetMyStore } from '../../lib/set-my-store';
import { storeMessages } from '../../lib/store-messages';
import { storeStockMessages } from '../../lib/store-stock-messages';
import { StockText } from '../../lib/store-stock-text';
import { StoreAddress, StoreDistance, StoreOpenStatus, StoreToday } from '../../lib/store-status';
import { storeResultsMessages as messages } from './store-results-messages';

/** Props of {@link StoreResults}: the search's state as the data layer gives it. */
export interface StoreResultsProps {
  status: 'pending' | 'error' | 'success';
  /** With a piece in play (`?sku=`), each store carries its stock of it. */
  data: StoreSearchAnswer | StoreStockSearchAnswer | undefined;
  retry: () => void;
  /** The store chosen on the map or in the list, shown selected in both. */
  selectedId?: string | null;
  /** The store hovered or focused on the map or in the list. */
  highlightedId?: string | null;
  /** "Show on map" was pressed for a store. */
  onSelect?: (id: string) => void;
  /** A store's card was hovered or focused (its id), or left (null). */
  onHighlight?: (id: string | null) => void;
}

/** The id of a store's card in the list, so the page can bring it into view when its marker is chosen. */
export function storeCardId(storeId: string): string {
  return `sf-store-card-${storeId}`;
}

/** How a card takes part in the map: its number, whether it is chosen or pointed at, and what it tells the page. */
interface CardOnMap {
  number: number;
  selected: boolean;
  highlighted: boolean;
  onSelect?: (id: string) => void;
  onHighlight?: (id: string | null) => void;
}

function placeName(place: StorePlace, query: string | null): string {
  const town = place.locality ?? place.city ?? query ?? '';
  return [town, place.postcode].filter(Boolean).join(' ');
}

/**
 * One store of the list: name, distance, address, open now or not, today's hours, the way to its page, and Set as My
 * Store.
 */
function StoreCard({ store, map }: { store: StoreSummary & { stock?: StoreStock }; map: CardOnMap }) {
  const intl = useIntl();
  const { onSelect, onHighlight } = map;
  return (
    <li
      id={storeCardId(store.id)}
      className={classNames(
        'sf-store-card',
        map.selected && 'sf-store-card--selected',
        map.highlighted && 'sf-store-card--highlighted',
      )}
      onMouseEnter={onHighlight && (() => onHighlight(store.id))}
      onMouseLeave={onHighlight && (() => onHighlight(null))}
      onFocus={onHighlight && (() => onHighlight(store.id))}
      onBlur={
        onHighlight &&
        ((event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onHighlight(null);
        })
      }
    >
      <div className="sf-store-card__head">
        {onSelect ? (
          <span className="sf-store-card__number" aria-hidden="true">
            {intl.formatNumber(map.number)}
          </span>
        ) : null}
        <h2 className="sf-store-card__name">
          <Link to={localisePath(paths.store(store.id))} className="sf-store-card__link">
            {store.name}
          </Link>
        </h2>
        {store.distanceKm !== null ? <StoreDistance km={store.distanceKm} className="sf-store-card__distance" /> : null}
      </div>
      <StoreAddress address={store.address} />
      <StoreOpenStatus store={store} />
      <StoreToday today={store.today} />
      {store.stock ? <StockText stock={store.stock} /> : null}
      <Link
        to={localisePath(paths.store(store.id))}
        className="sf-store-card__more"
        aria-label={intl.formatMessage(storeMessages.viewStore, { name: store.name })}
      >
        {intl.formatMessage(storeMessages.viewStoreShort)}
      </Link>
      {onSelect ? (
        <button
          type="button"
          className="sf-store-card__show"
          aria-pressed={map.selected}
          aria-label={intl.formatMessage(messages.showOnMap, { name: store.name })}
          onClick={() => onSelect(store.id)}
        >
          <Icon name="location" size="sm" />
          {intl.formatMessage(messages.showOnMapShort)}
        </button>
      ) : null}
      <SetMyStore store={store} />
    </li>
  );
}

/** The search's results: a skeleton while it runs, a retry when it fails, "No results", or the stores by distance. */
export function StoreResults({
  status,
  data,
  retry,
  selectedId = null,
  highlightedId = null,
  onSelect,
  onHighlight,
}: StoreResultsProps) {
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
        {data.stores.map((store, index) => (
          <StoreCard
            key={store.id}
            store={store}
            map={{
              number: index + 1,
              selected: store.id === selectedId,
              highlighted: store.id === highlightedId,
              onSelect,
              onHighlight,
            }}
          />
        ))}
      </ol>
    </section>
  );
}
