import { useFormatMoney } from '@storefront/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { orderMessages as messages } from './order-messages';
import { OrderStatusBadge } from './order-status-badge';
import type { AnyOrder, AnyOrderLine } from './order-text';

/** The order's pieces: picture, name, metal, size, engraving, quantity, price and each line's own status. */
export function OrderLines<Order extends AnyOrder>({
  order,
  extra,
}: {
  order: Order;
  /** What a page adds under a line (the member's care plan links and offer). */
  extra?: (line: Order['lines'][number]) => ReactNode;
}) {
  const intl = useIntl();
  const money = useFormatMoney();
  return (
    <section className="sf-order-block" aria-labelledby="sf-order-lines-heading">
      <h2 id="sf-order-lines-heading" className="sf-order-block__heading">
        {intl.formatMessage(messages.itemsHeading)}
      </h2>
      <ul className="sf-order-lines" aria-label={intl.formatMessage(messages.linesLabel)}>
        {order.lines.map((line: AnyOrderLine) => {
          const engraving = 'engraving' in line ? line.engraving : null;
          const engraved = 'engraved' in line ? line.engraved : engraving !== null;
          return (
            <li key={line.id} className="sf-order-line">
              <img src={line.imageUrl} alt="" width={88} height={88} loading="lazy" />
              <div className="sf-order-line__text">
                <p className="sf-order-line__name">{line.name}</p>
                <p className="sf-order-line__detail">
                  {[
                    line.metalLabel,
                    line.sizeLabel ? intl.formatMessage(messages.size, { size: line.sizeLabel }) : null,
                    intl.formatMessage(messages.quantity, { count: line.quantity }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {engraving ? (
                  <p className="sf-order-line__detail">{intl.formatMessage(messages.engraving, { text: engraving })}</p>
                ) : engraved ? (
                  <p className="sf-order-line__detail">{intl.formatMessage(messages.engraved)}</p>
                ) : null}
                {line.carePlan ? (
                  <p className="sf-order-line__detail">{intl.formatMessage(messages.withCarePlan)}</p>
                ) : null}
                <p className="sf-order-line__status">
                  <OrderStatusBadge status={line.status} />
                </p>
                {extra ? extra(line as Order['lines'][number]) : null}
              </div>
              <p className="sf-order-line__price">{money(line.lineCents, order.currency)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
