import type { StoreReservation } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StoreAddress } from '../../lib/store-status';
import { reserveInStoreMessages as messages } from './reserve-in-store-messages';

/** When a hold ends, on the store's own clock (its time zone named), in the shopper's language. */
function useHoldEnd(): (reservation: Pick<StoreReservation, 'holdUntil' | 'store'>) => string {
  const intl = useIntl();
  return ({ holdUntil, store }) =>
    intl.formatDate(holdUntil, {
      timeZone: store.timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
}

/** What a reservation is: its reference, the piece and size, the store (with a link to its page) and the hold's end. */
export function ReservationDetails({ reservation }: { reservation: StoreReservation }) {
  const intl = useIntl();
  const holdEnd = useHoldEnd();
  const { product, store } = reservation;
  return (
    <dl className="sf-reserve-details">
      <div className="sf-reserve-details__row">
        <dt>{intl.formatMessage(messages.referenceLabel)}</dt>
        <dd className="sf-reserve-details__reference">{reservation.reference}</dd>
      </div>
      <div className="sf-reserve-details__row">
        <dt>{intl.formatMessage(messages.pieceLabel)}</dt>
        <dd>{product.name}</dd>
      </div>
      {product.sizeLabel ? (
        <div className="sf-reserve-details__row">
          <dt>{intl.formatMessage(messages.sizeLabel)}</dt>
          <dd>{product.sizeLabel}</dd>
        </div>
      ) : null}
      <div className="sf-reserve-details__row">
        <dt>{intl.formatMessage(messages.storeLabel)}</dt>
        <dd>
          <span className="sf-reserve-details__store">{store.name}</span>
          <StoreAddress address={store.address} />
          <Link to={localisePath(paths.store(store.id))}>
            {intl.formatMessage(messages.storePage, { name: store.name })}
          </Link>
        </dd>
      </div>
      <div className="sf-reserve-details__row">
        <dt>{intl.formatMessage(messages.heldUntilLabel)}</dt>
        <dd>
          <time dateTime={reservation.holdUntil}>{holdEnd(reservation)}</time>
        </dd>
      </div>
    </dl>
  );
}
