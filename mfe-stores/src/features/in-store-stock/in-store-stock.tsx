import '../../stores.css';
import './in-store-stock.css';
import type { StoreStock } from '@storefront/api-schemas';
import {
  localisePath,
  myStoreChosen,
  myStoreOf,
  paths,
  useLocale,
  useMyStore,
  type InStoreStockWidgetProps,
} from '@storefront/contracts';
import { DataProvider } from '@storefront/data';
import { Button, RetryAlert, Skeleton, VisuallyHidden } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StoreChooser } from '../../lib/store-chooser';
import { storeMessages } from '../../lib/store-messages';
import { storeDetailQuery } from '../../lib/store-queries';
import { StoreOpenStatus, useDayHours } from '../../lib/store-status';
import { oneStoreStockQuery } from '../../lib/store-stock-queries';
import { StockText } from '../../lib/store-stock-text';
import { inStoreStockMessages as messages } from './in-store-stock-messages';

/** The finder's address with the piece in play, so its results show each store's stock of it. */
function finderLink(sku: string, size: string | undefined, postcode: string | undefined): string {
  const query = new URLSearchParams();
  if (postcode) query.set('q', postcode);
  query.set('sku', sku);
  if (size) query.set('size', size);
  return `${localisePath(paths.stores())}?${query.toString()}`;
}

/** Stock of the piece at the shopper's My Store: the SPEC §4 message, units, open now and today's hours. */
function MyStoreStock({ storeId, sku, size, engraved }: { storeId: string } & InStoreStockWidgetProps) {
  const intl = useIntl();
  const locale = useLocale();
  const dayHours = useDayHours();
  const detail = useQuery(storeDetailQuery(locale, storeId));
  const stock = useQuery({ ...oneStoreStockQuery(locale, storeId, { sku, size }), enabled: !engraved });
  if (detail.isPending || (!engraved && stock.isPending)) {
    return (
      <div role="status" aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
        <Skeleton width="70%" height={20} shape="text" />
        <Skeleton width="50%" height={16} shape="text" />
      </div>
    );
  }
  if (detail.isError || stock.isError) {
    return (
      <RetryAlert onRetry={() => void Promise.all([detail.refetch(), stock.refetch()])}>
        {intl.formatMessage(messages.failed)}
      </RetryAlert>
    );
  }
  const store = detail.data;
  const item = stock.data?.items[0];
  const needsSize = !engraved && item?.size === null;
  const shelf: StoreStock | null = engraved
    ? { available: 0, total: 0, message: 'engraving_not_available', clickAndCollect: false }
    : item && !needsSize
      ? { available: item.available, total: item.total, message: item.message, clickAndCollect: item.clickAndCollect }
      : null;
  return (
    <div className="sf-in-store-stock__store" data-store-id={store.id}>
      <p className="sf-in-store-stock__at">
        {intl.formatMessage(messages.atStore, {
          name: store.name,
        })}
      </p>
      {shelf ? <StockText stock={shelf} /> : null}
      {needsSize ? <p className="sf-stores-widget__note">{intl.formatMessage(messages.chooseSize)}</p> : null}
      <StoreOpenStatus store={store} />
      <p className="sf-store-card__today">
        {intl.formatMessage(storeMessages.todayHours, { hours: dayHours(store.today) })}
      </p>
    </div>
  );
}

/**
 * In-store stock of a piece on the product page (SPEC §4): at the shopper's My Store by default, or an invitation to
 * choose a store; "engraving not available" for an engraved piece; "selected size not available" and the other
 * messages from the API; the stores nearby with their stock on request (choosing one makes it My Store); and the
 * finder with the piece in play, whose results then show "available of total" at every store.
 */
function InStoreStockPanel({ sku, size, engraved = false }: InStoreStockWidgetProps) {
  const intl = useIntl();
  const titleId = useId();
  const nearbyId = useId();
  const myStore = useMyStore();
  const [nearby, setNearby] = useState(false);
  const [justSet, setJustSet] = useState<string | null>(null);
  return (
    <section
      className="sf-stores-widget sf-in-store-stock"
      aria-labelledby={titleId}
      data-widget="stores-in-store-stock"
    >
      {/* The product page heads this panel already: the title names the region for assistive technology only. */}
      <VisuallyHidden id={titleId}>{intl.formatMessage(messages.title)}</VisuallyHidden>
      {engraved ? <p className="sf-stores-widget__note">{intl.formatMessage(messages.engravingUnavailable)}</p> : null}
      {myStore ? (
        <MyStoreStock storeId={myStore.storeId} sku={sku} size={size} engraved={engraved} />
      ) : (
        <p className="sf-stores-widget__note">{intl.formatMessage(messages.chooseStore)}</p>
      )}
      <p role="status" className="sf-in-store-stock__done">
        {justSet ? intl.formatMessage(messages.myStoreSet, { name: justSet }) : null}
      </p>
      <div className="sf-in-store-stock__actions">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={nearby}
          aria-controls={nearby ? nearbyId : undefined}
          onClick={() => setNearby((open) => !open)}
        >
          {intl.formatMessage(
            nearby ? messages.hideStores : myStore ? messages.checkOtherStores : messages.checkStores,
          )}
        </Button>
        <Link to={finderLink(sku, size, undefined)} className="sf-in-store-stock__finder">
          {intl.formatMessage(messages.findStore)}
        </Link>
      </div>
      {nearby ? (
        <div id={nearbyId} className="sf-in-store-stock__nearby">
          <StoreChooser
            purpose="my-store"
            sku={sku}
            size={size}
            engraved={engraved}
            selectedStoreId={myStore?.storeId}
            headingLevel={4}
            onSelect={(store) => {
              myStoreChosen(myStoreOf(store));
              setJustSet(store.name);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The in-store stock widget, with the data layer for its calls. */
export default function InStoreStock(props: InStoreStockWidgetProps) {
  return (
    <DataProvider>
      <InStoreStockPanel {...props} />
    </DataProvider>
  );
}
