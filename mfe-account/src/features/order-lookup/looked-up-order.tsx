import type { GuestOrder } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { Button } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { OrderAddresses } from '../../lib/orders/order-addresses';
import { OrderFacts } from '../../lib/orders/order-facts';
import { OrderLines } from '../../lib/orders/order-lines';
import { OrderShipments } from '../../lib/orders/order-shipments';
import { OrderSummary } from '../../lib/orders/order-summary';
import { orderLookupMessages as messages } from './order-lookup-messages';
import './order-lookup.css';

/**
 * A looked-up order as a guest may see it: status, pieces with their status, parcels and tracking, suburb and city of
 * the addresses, how it was paid (method and amount) and the summary; no names, streets, e-mail or card digits.
 */
export function LookedUpOrder({ order, onAnother }: { order: GuestOrder; onAnother: () => void }) {
  const intl = useIntl();
  return (
    <div className="sf-order">
      <OrderFacts order={order} />
      <p className="sf-order-lookup__note">
        {intl.formatMessage(messages.guestNote)}{' '}
        <Link to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</Link>
      </p>
      <div className="sf-order-layout">
        <div className="sf-order sf-order--main">
          <OrderLines order={order} />
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
      <div>
        <Button variant="secondary" onClick={onAnother}>
          {intl.formatMessage(messages.another)}
        </Button>
      </div>
    </div>
  );
}
