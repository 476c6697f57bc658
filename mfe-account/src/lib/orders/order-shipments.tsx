import { useIntl } from 'react-intl';
import { orderMessages as messages } from './order-messages';
import { formatOrderDate, type AnyOrder } from './order-text';

/** Each parcel of the order, the pieces in it and its tracking; pieces not shipped yet are named too. */
export function OrderShipments({ order }: { order: AnyOrder }) {
  const intl = useIntl();
  if (order.shipments.length === 0) return null;
  const nameOf = new Map(order.lines.map((line) => [line.id, line.name]));
  const shippedIds = new Set(order.shipments.flatMap((shipment) => shipment.lineIds));
  const waiting = order.lines.filter((line) => !shippedIds.has(line.id) && line.status !== 'cancelled');
  return (
    <section className="sf-order-block" aria-labelledby="sf-order-shipments-heading">
      <h2 id="sf-order-shipments-heading" className="sf-order-block__heading">
        {intl.formatMessage(messages.shipmentsHeading)}
      </h2>
      <ol className="sf-order-shipments">
        {order.shipments.map((shipment, index) => (
          <li key={shipment.trackingNumber} className="sf-order-shipment">
            <h3 className="sf-order-shipment__title">
              {intl.formatMessage(messages.shipmentTitle, { position: index + 1, carrier: shipment.carrier })}
            </h3>
            <p className="sf-order-shipment__detail">
              {intl.formatMessage(shipment.destination === 'store' ? messages.toStore : messages.toYou)}
              {' · '}
              {intl.formatMessage(messages.shippedOn, { date: formatOrderDate(intl, shipment.shippedAt) })}
              {shipment.deliveredAt
                ? ` · ${intl.formatMessage(messages.deliveredOn, { date: formatOrderDate(intl, shipment.deliveredAt) })}`
                : ''}
              {shipment.collectedAt
                ? ` · ${intl.formatMessage(messages.collectedOn, { date: formatOrderDate(intl, shipment.collectedAt) })}`
                : ''}
            </p>
            <p className="sf-order-shipment__detail">
              {intl.formatMessage(messages.shipmentItems, {
                items: shipment.lineIds
                  .map((id) => nameOf.get(id) ?? '')
                  .filter(Boolean)
                  .join(', '),
              })}
            </p>
            <p className="sf-order-shipment__detail">
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(messages.trackParcel)}
                </a>
              ) : null}{' '}
              <span className="sf-order-number">
                {intl.formatMessage(messages.shipmentTracking, { number: shipment.trackingNumber })}
              </span>
            </p>
          </li>
        ))}
      </ol>
      {waiting.length > 0 ? (
        <p className="sf-order-shipment__detail">
          {intl.formatMessage(messages.notYetShipped)}
          {': '}
          {waiting.map((line) => line.name).join(', ')}
        </p>
      ) : null}
    </section>
  );
}
