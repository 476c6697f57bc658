import type { Availability } from '@storefront/api-schemas';
import { Icon } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { productDetailMessages as messages } from './product-detail-messages';

const stockMessages = {
  in_stock: messages.stockInStock,
  low_stock: messages.stockLowStock,
  out_of_stock: messages.stockOutOfStock,
  unavailable_online: messages.stockUnavailableOnline,
} as const;

/** A `YYYY-MM-DD` day as a date at midnight UTC (formatted in UTC, so no time zone moves it a day). */
function dayOf(isoDay: string): Date | null {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface ProductAvailabilityProps {
  availability: Availability;
  /** Made to order: crafted after ordering (SPEC §1). */
  madeToOrder: boolean;
  /** The chosen ring size is resized from another in stock; its label. */
  resizedSize: string | null;
}

/**
 * Availability (SPEC §4): in stock, selling fast, out of stock, unavailable online; ready to ship or ships in N
 * business days with the dispatch date the API worked out; made-to-order and resized notices. Announced politely, so
 * a shopper hears it change when they pick another variant, size or engraving.
 */
export function ProductAvailability({ availability, madeToOrder, resizedSize }: ProductAvailabilityProps) {
  const intl = useIntl();
  const { stock, dispatch } = availability;
  const date = dispatch?.date ? dayOf(dispatch.date) : null;
  const orderable = stock === 'in_stock' || stock === 'low_stock';
  return (
    <div className="sf-pdp-availability" role="status">
      <p className={`sf-pdp-availability__stock sf-pdp-availability__stock--${stock}`}>
        <Icon name={orderable ? 'check' : 'info'} size="sm" />
        <span>{intl.formatMessage(stockMessages[stock])}</span>
        {orderable && dispatch ? (
          <span className="sf-pdp-availability__dispatch">
            {dispatch.kind === 'ready_to_ship'
              ? intl.formatMessage(messages.readyToShip)
              : intl.formatMessage(messages.shipsIn, { days: dispatch.businessDays })}
          </span>
        ) : null}
      </p>
      {orderable && date ? (
        <p className="sf-pdp-availability__date">
          <Icon name="truck" size="sm" />
          <span>
            {intl.formatMessage(messages.dispatchDate, {
              date: intl.formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
            })}
          </span>
        </p>
      ) : null}
      {stock === 'out_of_stock' ? (
        <p className="sf-pdp-availability__hint">{intl.formatMessage(messages.outOfStockHint)}</p>
      ) : null}
      {stock === 'unavailable_online' ? (
        <p className="sf-pdp-availability__hint">{intl.formatMessage(messages.unavailableOnlineHint)}</p>
      ) : null}
      {madeToOrder && orderable ? (
        <div className="sf-pdp-notice">
          <p className="sf-pdp-notice__title">{intl.formatMessage(messages.madeToOrderTitle)}</p>
          <p>{intl.formatMessage(messages.madeToOrderBody)}</p>
        </div>
      ) : null}
      {resizedSize !== null && orderable ? (
        <div className="sf-pdp-notice">
          <p className="sf-pdp-notice__title">{intl.formatMessage(messages.resizedTitle)}</p>
          <p>{intl.formatMessage(messages.resizedBody, { size: resizedSize })}</p>
        </div>
      ) : null}
    </div>
  );
}
