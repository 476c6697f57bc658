import { useIntl } from 'react-intl';
import { orderMessages as messages } from './order-messages';
import { OrderStatusBadge } from './order-status-badge';
import { deliveryMethodLabel, formatOrderDate, type AnyOrder } from './order-text';

/** The order's number, placed date, where its pieces are (SPEC §4 status) and how they travel. */
export function OrderFacts({ order }: { order: AnyOrder }) {
  const intl = useIntl();
  const notes = [
    order.fulfilment.status === 'partially_shipped' ? messages.partiallyShippedNote : null,
    order.fulfilment.status === 'ready_to_collect' ? messages.readyToCollectNote : null,
    order.fulfilment.status === 'click_and_collect' ? messages.clickAndCollectNote : null,
    order.shipments.length > 1 ? messages.shipsSeparately : null,
  ].filter((note) => note !== null);
  return (
    <section className="sf-order-facts" aria-label={intl.formatMessage(messages.orderNumber)}>
      <dl className="sf-order-facts__list">
        <div>
          <dt>{intl.formatMessage(messages.orderNumber)}</dt>
          <dd className="sf-order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.placedOn)}</dt>
          <dd>{formatOrderDate(intl, order.placedAt)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.status)}</dt>
          <dd>
            <OrderStatusBadge status={order.fulfilment.status} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.deliveryMethod)}</dt>
          <dd>{deliveryMethodLabel(intl, order.deliveryMethod)}</dd>
        </div>
      </dl>
      {notes.map((note) => (
        <p key={note.id} className="sf-order-facts__note">
          {intl.formatMessage(note)}
        </p>
      ))}
    </section>
  );
}
