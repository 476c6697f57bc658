import './store-chooser.css';
import type { InStoreMessage, StoreStock } from '@storefront/api-schemas';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { storeStockMessages as messages } from './store-stock-messages';

/** Why a store cannot take a click and collect order for a piece (SPEC §8), or null when it can. */
export function collectRefusal(
  store: { clickAndCollect: boolean },
  stock: StoreStock | null,
  quantity = 1,
): MessageDescriptor | null {
  if (!store.clickAndCollect) return messages.collectNotForStore;
  if (!stock) return null;
  if (stock.message === 'engraving_not_available') return messages.collectNotForEngraved;
  if (stock.message === 'size_not_available') return messages.collectNotForSize;
  // "Available" is online stock: click and collect takes only the store's own.
  if (stock.message === 'not_available' || stock.message === 'available') return messages.collectNotAtStore;
  if (!stock.clickAndCollect) return messages.collectNotForStore;
  if (stock.available < quantity) return messages.collectInsufficient;
  return null;
}

const tones: Record<InStoreMessage, 'good' | 'low' | 'none'> = {
  in_stock: 'good',
  limited_stock: 'low',
  // Online stock: nothing to collect at this store.
  available: 'none',
  not_available: 'none',
  size_not_available: 'none',
  engraving_not_available: 'none',
};

/**
 * A store's stock of a piece: the SPEC §4 message and, where the store holds the piece, "2 of 5 in stock" (units of
 * the chosen size of all its units).
 */
export function StockText({ stock }: { stock: StoreStock }) {
  const intl = useIntl();
  const showCount = stock.total > 0 && stock.message !== 'engraving_not_available';
  return (
    <p className={`sf-store-stock sf-store-stock--${tones[stock.message]}`} data-stock={stock.message}>
      <span className="sf-store-stock__dot" aria-hidden="true" />
      <span className="sf-store-stock__message">{intl.formatMessage(messages[stock.message])}</span>
      {showCount ? (
        <span className="sf-store-stock__count">
          {intl.formatMessage(messages.availableOfTotal, { available: stock.available, total: stock.total })}
        </span>
      ) : null}
    </p>
  );
}
