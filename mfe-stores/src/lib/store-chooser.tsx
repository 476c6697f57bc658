import './store-chooser.css';
import type { StoreStock, StoreSummary } from '@storefront/api-schemas';
import { localisePath, paths, useLocale, useMyStore } from '@storefront/contracts';
import { Button, RetryAlert, Skeleton } from '@storefront/ui';
import { validationMessages } from '@storefront/validation';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { storeChooserMessages as messages } from './store-chooser-messages';
import { storeMessages } from './store-messages';
import { storeDetailQuery, storeSearchQuery, type StoreSearchWhere } from './store-queries';
import { StoreSearchForm } from './store-search-form';
import { StoreAddress, StoreDistance, StoreOpenStatus, StoreToday } from './store-status';
import { storeStockMessages } from './store-stock-messages';
import { oneStoreStockQuery, storeStockSearchQuery } from './store-stock-queries';
import { collectRefusal, StockText } from './store-stock-text';

/** What the shopper chooses a store for; it names the choose button and decides which stores can be chosen. */
export type StoreChooserPurpose = 'click-and-collect' | 'reserve-in-store' | 'my-store';

/** A store as the chooser hands it over: the store, and its stock of the piece when a piece is in play. */
export type ChooserStore = StoreSummary & { stock: StoreStock | null };

/** Props of {@link StoreChooser}. */
export interface StoreChooserProps {
  purpose: StoreChooserPurpose;
  /** The variant in play: each store then shows its stock of it. */
  sku?: string | undefined;
  /** The chosen size of a sized piece. */
  size?: string | undefined;
  /** How many the shopper wants (default 1): a store with fewer cannot take a click and collect order. */
  quantity?: number | undefined;
  /** The piece is engraved: stores say engraving is not available (SPEC §4). */
  engraved?: boolean | undefined;
  /** The store chosen so far, shown as chosen. */
  selectedStoreId?: string | null | undefined;
  /** Called with the store the shopper chose; without it the list only informs (no choose buttons). */
  onSelect?: ((store: ChooserStore) => void) | undefined;
  /** The level of each store's name heading (default 3). */
  headingLevel?: 3 | 4 | undefined;
}

/** A choice, not a directory: the nearest few stores (the finder lists more). */
const CHOOSER_LIMIT = 6;

const chooseLabels: Record<StoreChooserPurpose, MessageDescriptor> = {
  'click-and-collect': messages.collectHere,
  'reserve-in-store': messages.reserveHere,
  'my-store': messages.makeMyStore,
};

/** Why this store cannot be chosen for the purpose, or null. */
function refusalOf(purpose: StoreChooserPurpose, store: ChooserStore, quantity: number): MessageDescriptor | null {
  if (purpose === 'click-and-collect') return collectRefusal(store, store.stock, quantity);
  if (purpose === 'reserve-in-store' && store.stock) {
    if (store.stock.message === 'engraving_not_available') return collectRefusal(store, store.stock, quantity);
    if (store.stock.available < quantity) return collectRefusal({ clickAndCollect: true }, store.stock, quantity);
  }
  return null;
}

interface StoreChoiceProps {
  store: ChooserStore;
  mine: boolean;
  props: StoreChooserProps;
}

/** One store of the list: name, distance, address, open now, today's hours, stock, and the way to choose it. */
function StoreChoice({ store, mine, props }: StoreChoiceProps) {
  const intl = useIntl();
  const quantity = props.quantity ?? 1;
  const refusal = refusalOf(props.purpose, store, quantity);
  const chosen = props.selectedStoreId === store.id;
  const Heading = props.headingLevel === 4 ? 'h4' : 'h3';
  const action = intl.formatMessage(chooseLabels[props.purpose]);
  return (
    <li className={`sf-store-card sf-store-choice${chosen ? ' sf-store-choice--chosen' : ''}`} data-store-id={store.id}>
      <div className="sf-store-card__head">
        <Heading className="sf-store-card__name sf-store-choice__name">{store.name}</Heading>
        {store.distanceKm !== null ? <StoreDistance km={store.distanceKm} className="sf-store-card__distance" /> : null}
      </div>
      {mine ? <p className="sf-store-choice__badge">{intl.formatMessage(messages.myStore)}</p> : null}
      <StoreAddress address={store.address} />
      <StoreOpenStatus store={store} />
      <StoreToday today={store.today} />
      {store.stock ? <StockText stock={store.stock} /> : null}
      {refusal ? <p className="sf-store-choice__refusal">{intl.formatMessage(refusal)}</p> : null}
      <div className="sf-store-choice__actions">
        {props.onSelect && !refusal ? (
          <Button
            size="sm"
            variant={chosen ? 'primary' : 'secondary'}
            aria-pressed={chosen}
            aria-label={intl.formatMessage(messages.chooseNamed, { action, name: store.name })}
            onClick={() => props.onSelect?.(store)}
          >
            {chosen ? intl.formatMessage(messages.chosen) : action}
          </Button>
        ) : null}
        <Link
          to={localisePath(paths.store(store.id))}
          className="sf-store-card__more"
          aria-label={intl.formatMessage(storeMessages.viewStore, { name: store.name })}
        >
          {intl.formatMessage(messages.details)}
        </Link>
      </div>
    </li>
  );
}

function LoadingCards({ count, label }: { count: number; label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className="sf-store-chooser__loading">
      <ol className="sf-store-chooser__list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="sf-store-card sf-store-card--skeleton">
            <Skeleton width="60%" height={24} shape="text" />
            <Skeleton width="80%" height={16} shape="text" />
            <Skeleton width="40%" height={16} shape="text" />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The shopper's My Store, with its stock of the piece in play: offered first. */
function useMyStoreChoice(sku: string | undefined, size: string | undefined, engraved: boolean, listed: boolean) {
  const locale = useLocale();
  const myStore = useMyStore();
  const id = myStore?.storeId ?? '';
  // Once the search lists My Store, its card there says it all: nothing more to ask.
  const wanted = myStore !== null && !listed;
  const detail = useQuery({ ...storeDetailQuery(locale, id), enabled: wanted });
  const stock = useQuery({ ...oneStoreStockQuery(locale, id, { sku: sku ?? '', size }), enabled: wanted && !!sku });
  if (!wanted) return { status: 'none' as const };
  if (detail.isPending || (sku && stock.isPending)) return { status: 'pending' as const };
  // A store that is gone (or of another market) is no longer offered; the search still is.
  if (detail.isError || !detail.data) return { status: 'none' as const };
  const { weeklyHours: _week, specialHours: _special, ...summary } = detail.data;
  const item = stock.data?.items[0];
  const shelf: StoreStock | null = item
    ? engraved
      ? { available: item.available, total: item.total, message: 'engraving_not_available', clickAndCollect: false }
      : { available: item.available, total: item.total, message: item.message, clickAndCollect: item.clickAndCollect }
    : null;
  return { status: 'ready' as const, store: { ...summary, stock: shelf } satisfies ChooserStore };
}

/**
 * "Choose a store": the shopper's My Store first, then a search by postcode, suburb or city or by their position
 * (asked only on their press), listing the nearest stores with distance, open now and today's hours and, when a piece
 * is in play, each store's stock of it (SPEC §4) and why it cannot take a click and collect order (SPEC §8).
 * Used by the store picker (click and collect, My Store), reserve in store and the product page's stock panel.
 */
export function StoreChooser(props: StoreChooserProps) {
  const { sku, size, engraved = false } = props;
  const intl = useIntl();
  const locale = useLocale();
  const listId = useId();
  const [where, setWhere] = useState<StoreSearchWhere | null>(null);
  const plain = useQuery({
    ...storeSearchQuery(locale, where ?? { q: '' }, CHOOSER_LIMIT),
    enabled: where !== null && !sku,
  });
  const withStock = useQuery({
    ...storeStockSearchQuery(locale, where ?? { q: '' }, { sku: sku ?? '', size, engraved }, CHOOSER_LIMIT),
    enabled: where !== null && !!sku,
  });
  const search = sku ? withStock : plain;
  const answer: { code?: string | undefined; place: unknown; stores: ChooserStore[] } | undefined = sku
    ? withStock.data
    : plain.data && { ...plain.data, stores: plain.data.stores.map((store) => ({ ...store, stock: null })) };
  const placeUnknown = where !== null && answer?.code === 'LOCATION_NOT_FOUND';
  const myStoreId = useMyStore()?.storeId;
  const found = answer?.stores ?? [];
  const mine = useMyStoreChoice(
    sku,
    size,
    engraved,
    found.some((store) => store.id === myStoreId),
  );
  const noStock = !!sku && !!withStock.data?.place && withStock.data.summary.storesWithStock === 0;
  // No store near has it and none can order it online either: the piece is out of stock (SPEC §8).
  const outOfStock =
    noStock &&
    found.every((store) => store.stock?.message === 'not_available' || store.stock?.message === 'size_not_available');

  return (
    <div className="sf-store-chooser" data-purpose={props.purpose}>
      {mine.status === 'pending' ? (
        <LoadingCards count={1} label={intl.formatMessage(messages.myStoreLoading)} />
      ) : null}
      {mine.status === 'ready' ? (
        <ul className="sf-store-chooser__list sf-store-chooser__mine" aria-label={intl.formatMessage(messages.myStore)}>
          <StoreChoice store={mine.store} mine props={props} />
        </ul>
      ) : null}
      <StoreSearchForm
        embedded
        initialLocation={where && 'q' in where ? where.q : ''}
        placeError={placeUnknown ? intl.formatMessage(validationMessages.locationInvalid) : undefined}
        onSearch={(location) => setWhere({ q: location })}
        onLocate={({ lat, lng }) => setWhere({ lat, lng })}
      />
      {where === null ? (
        <p className="sf-stores-widget__note">{intl.formatMessage(messages.searchHint)}</p>
      ) : search.isPending ? (
        <LoadingCards count={3} label={intl.formatMessage(messages.loading)} />
      ) : search.isError ? (
        <RetryAlert onRetry={() => void search.refetch()}>{intl.formatMessage(messages.failed)}</RetryAlert>
      ) : placeUnknown ? null : (answer?.stores.length ?? 0) === 0 ? (
        <div className="sf-store-chooser__empty" role="status">
          <p className="sf-store-chooser__empty-title">{intl.formatMessage(messages.noResults)}</p>
          <p className="sf-stores-widget__note">{intl.formatMessage(messages.noResultsBody)}</p>
        </div>
      ) : (
        <section className="sf-store-chooser__results" aria-labelledby={listId}>
          <p id={listId} className="sf-store-chooser__summary">
            {intl.formatMessage(messages.nearby)}
          </p>
          <p role="status" className="sf-stores-widget__note">
            {noStock
              ? intl.formatMessage(outOfStock ? storeStockMessages.collectOutOfStock : messages.noStock)
              : intl.formatMessage(messages.count, { count: found.length })}
          </p>
          <ol className="sf-store-chooser__list">
            {found.map((store) => (
              <StoreChoice key={store.id} store={store} mine={store.id === myStoreId} props={props} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
