import type { OrderHistoryAnswer } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { useFormatMoney } from '@storefront/i18n';
import { ButtonLink } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../lib/orders/order-status-badge';
import { formatOrderDate } from '../../lib/orders/order-text';
import { orderHistoryMessages as messages } from './order-history-messages';
import './order-history.css';

/** The order's pieces' pictures: the first large, up to three more beside it (decorative: the text names the order). */
function OrderThumbnails({ urls }: { urls: readonly string[] }) {
  const [first, ...more] = urls;
  return (
    <div className="sf-order-card__pictures" aria-hidden="true">
      {first ? (
        <img className="sf-order-card__image" src={first} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span className="sf-order-card__image" />
      )}
      {more.length > 0 ? (
        <span className="sf-order-card__more">
          {more.map((url) => (
            <img key={url} src={url} alt="" width={44} height={44} loading="lazy" />
          ))}
        </span>
      ) : null}
    </div>
  );
}

/** A page of the member's orders (number, date, status, total, pieces' pictures) and the way to the others. */
export function OrderHistoryList({ history }: { history: OrderHistoryAnswer }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const pageLink = (page: number) => `${localisePath(paths.orderHistory())}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <div className="sf-order-history sf-stack">
      <p className="sf-order-history__count">{intl.formatMessage(messages.count, { count: history.totalOrders })}</p>
      <ol className="sf-order-history__list" aria-label={intl.formatMessage(messages.listLabel)}>
        {history.orders.map((order) => (
          <li key={order.number} className="sf-order-card">
            <OrderThumbnails urls={order.imageUrls ?? (order.imageUrl ? [order.imageUrl] : [])} />
            <div className="sf-order-card__text">
              <h2 className="sf-order-card__title">
                <Link to={localisePath(paths.orderDetails(order.number))} className="sf-order-card__link">
                  {intl.formatMessage(messages.orderLink, { number: order.number })}
                </Link>
              </h2>
              <p className="sf-order-card__detail">
                {intl.formatMessage(messages.placed, { date: formatOrderDate(intl, order.placedAt) })}
                {' · '}
                {intl.formatMessage(messages.items, { count: order.itemCount })}
              </p>
              <p>
                <OrderStatusBadge status={order.status} />
              </p>
            </div>
            <p className="sf-order-card__total">
              <span className="sf-visually-hidden">{intl.formatMessage(messages.total)} </span>
              {money(order.totalCents, order.currency)}
            </p>
          </li>
        ))}
      </ol>
      {history.totalPages > 1 ? (
        <nav className="sf-order-history__pages" aria-label={intl.formatMessage(messages.pagination)}>
          {history.page > 1 ? (
            <ButtonLink to={pageLink(history.page - 1)} variant="secondary">
              {intl.formatMessage(messages.previous)}
            </ButtonLink>
          ) : null}
          <p aria-current="page">
            {intl.formatMessage(messages.pageOf, { page: history.page, pages: history.totalPages })}
          </p>
          {history.page < history.totalPages ? (
            <ButtonLink to={pageLink(history.page + 1)} variant="secondary">
              {intl.formatMessage(messages.next)}
            </ButtonLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
