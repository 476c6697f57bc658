import type { MemberOrder } from '@storefront/api-schemas';
import { useIntl } from 'react-intl';
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
        <OrderSummary order={order} />
      </div>
    </div>
  );
}
