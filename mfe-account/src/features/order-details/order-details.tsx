import type { MemberOrder } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { OrderAddresses } from '../../lib/orders/order-addresses';
import { OrderFacts } from '../../lib/orders/order-facts';
import { OrderLines } from '../../lib/orders/order-lines';
import { OrderShipments } from '../../lib/orders/order-shipments';
import { OrderSummary } from '../../lib/orders/order-summary';
import { CarePlanOffer } from './care-plan-offer';
import { CarePlanReturn } from './care-plan-return';
import { orderDetailsMessages as messages } from './order-details-messages';
import './order-details.css';

/**
 * A member's order in full (SPEC §3): number, date, status, each piece with its own status and care plans, the
 * parcels and their tracking, delivery or pick-up and billing addresses, summary and payments.
 */
export function OrderDetails({ order, redirect }: { order: MemberOrder; redirect?: (url: string) => void }) {
  const intl = useIntl();
  return (
    <div className="sf-order">
      <CarePlanReturn orderNumber={order.number} />
      <OrderFacts order={order} />
      <div className="sf-order-layout">
        <div className="sf-order sf-order--main">
          <OrderLines
            order={order}
            extra={(line) => <CarePlanOffer order={order} line={line} {...(redirect ? { redirect } : {})} />}
          />
          <OrderShipments order={order} />
          <section className="sf-order-block" aria-labelledby="sf-order-addresses-heading">
            <h2 id="sf-order-addresses-heading" className="sf-order-block__heading">
              {intl.formatMessage(messages.addressesHeading)}
            </h2>
            <OrderAddresses order={order} />
          </section>
        </div>
        <div className="sf-order-aside">
          <OrderSummary order={order} />
          <OrderHelp orderNumber={order.number} />
        </div>
      </div>
    </div>
  );
}

/** Where to turn about this order: customer service (with the order number to quote), delivery and returns. */
function OrderHelp({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  return (
    <section className="sf-order-block sf-order-help" aria-labelledby="sf-order-help-heading">
      <h2 id="sf-order-help-heading" className="sf-order-block__heading">
        {intl.formatMessage(messages.helpHeading)}
      </h2>
      <p>{intl.formatMessage(messages.helpBody, { orderNumber })}</p>
      <ul className="sf-order-help__links">
        <li>
          <Link to={localisePath(paths.contactUs())}>{intl.formatMessage(messages.helpContact)}</Link>
        </li>
        <li>
          <Link to={localisePath(paths.delivery())}>{intl.formatMessage(messages.helpDelivery)}</Link>
        </li>
        <li>
          <Link to={localisePath(paths.returns())}>{intl.formatMessage(messages.helpReturns)}</Link>
        </li>
      </ul>
    </section>
  );
}
