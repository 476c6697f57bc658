import '../checkout.css';
import { localisePath, paths, useIsMember } from '@storefront/contracts';
import { ButtonLink } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckoutLayout } from '../lib/checkout-layout/checkout-layout';
import { OrderConfirmation } from '../features/order-confirmation/order-confirmation';
import type { PlacedOrder, BagTotals } from '@storefront/api-schemas';
import { readPlacedOrder } from '../features/order-confirmation/placed-order-storage';
import { announceOrderPlaced } from '../features/order-confirmation/order-placed-announcement';
import { OrderSummary } from '../lib/order-summary/order-summary';
import { CheckoutFrame } from './checkout-frame';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** The placed order's money as the checkout's order summary shows it (gift cards are listed under payment). */
function summaryOf(order: PlacedOrder): BagTotals {
  const { summary } = order;
  return {
    currency: order.currency,
    itemCount: order.lines.reduce((count, line) => count + line.quantity, 0),
    subtotalCents: summary.subtotalCents,
    deliveryCents: summary.deliveryCents,
    discountCents: summary.discountCents,
    taxLines: summary.taxLines,
    taxCents: summary.taxCents,
    taxIncluded: summary.taxIncluded,
    gstInclusiveCents: summary.gstInclusiveCents,
    taxPending: false,
    totalCents: summary.totalCents,
    giftCards: [],
    giftCardCents: 0,
    remainingCents: 0,
    noAdditionalPaymentRequired: false,
  };
}

/** Checkout step 4 `/checkout/thank-you`: the order confirmation (kept for this tab, so a reload shows it again). */
export default function CheckoutThankYouRoute() {
  const intl = useIntl();
  const isMember = useIsMember();
  const title = intl.formatMessage(messages.thankYouTitle);
  const [order] = useState(readPlacedOrder);
  // The confirmation shown: the other remotes hear of the order (the engagement remote logs it once per order).
  useEffect(() => {
    if (order) announceOrderPlaced(order);
  }, [order]);
  return (
    <CheckoutFrame
      step="confirmation"
      title={title}
      state={
        order
          ? { status: 'ready' }
          : {
              status: 'empty',
              icon: 'bag',
              title: intl.formatMessage(messages.noOrderTitle),
              message: intl.formatMessage(messages.noOrderBody),
              actions: (
                <>
                  <ButtonLink to={localisePath(paths.home())}>
                    {intl.formatMessage(messages.continueShopping)}
                  </ButtonLink>
                  <ButtonLink to={localisePath(paths.orderHistory())} variant="secondary">
                    {intl.formatMessage(messages.viewOrders)}
                  </ButtonLink>
                </>
              ),
            }
      }
    >
      {order ? (
        <CheckoutLayout
          aside={
            <div className="checkout-confirmation-aside">
              <OrderSummary
                summary={summaryOf(order)}
                taxFinal
                coupon={
                  order.summary.couponCode
                    ? {
                        code: order.summary.couponCode,
                        applied: true,
                        discountCents: order.summary.discountCents,
                        problem: null,
                      }
                    : null
                }
              />
              <ButtonLink to={localisePath(paths.home())} variant="secondary" fullWidth>
                {intl.formatMessage(messages.continueShopping)}
              </ButtonLink>
            </div>
          }
        >
          <OrderConfirmation order={order} isMember={isMember} />
        </CheckoutLayout>
      ) : null}
    </CheckoutFrame>
  );
}
