import { buildBagAnswer } from '@storefront/api-schemas/testing';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { buildAddress, buildCheckout, buildDeliveryMethod } from '../lib/testing/checkout-builders';
import BagRoute from './bag-route';
import CheckoutBillingRoute from './checkout-billing-route';
import CheckoutPaymentProcessingRoute from './checkout-payment-processing-route';
import CheckoutShippingRoute from './checkout-shipping-route';

const refundSentence =
  'Your payment has been refunded in full. Your bank may take a few business days to show the refund.';

/** The checkout once shipping and billing are done. */
const readyToPay = buildCheckout({
  email: 'olivia@example.com',
  shippingAddress: buildAddress(),
  billingSameAsShipping: true,
  billingAddress: buildAddress(),
  deliveryMethod: buildDeliveryMethod({ priceCents: 0 }),
  missing: [],
});

/** The pages the processing step may send the shopper to, by path, as the shell's route table would show them. */
const pages: Record<string, ComponentType> = {
  '/checkout/payment-processing': CheckoutPaymentProcessingRoute,
  '/checkout/billing': CheckoutBillingRoute,
  '/checkout/shipping': CheckoutShippingRoute,
  '/my-bag': BagRoute,
};

function Pages() {
  const Page = pages[useLocation().pathname];
  return Page ? <Page /> : null;
}

/** Back from the provider's page with a paid card session, to an API that answers placing the order so. */
function renderBackFromProvider(placeOrder: Response) {
  const { router } = renderRemotePage(<Pages />, {
    app: 'checkout',
    path: '/checkout/payment-processing?session=ps_abc',
    fetch: {
      'GET /api/checkout': readyToPay,
      'GET /api/checkout/summary': { summary: readyToPay.summary, deliveryMethod: null },
      'GET /api/checkout/delivery-methods': { country: 'AU', methods: [buildDeliveryMethod()] },
      'GET /api/bag': buildBagAnswer({ lines: [] }),
      'GET /api/content/cart-preferences': problemReply(503, 'CONTENT_UNAVAILABLE'),
      'POST /api/checkout/place-order': placeOrder,
    },
  });
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

beforeEach(() => sessionStorage.clear());

describe('the payment-processing step when the order cannot be placed', () => {
  it('sends a shopper whose piece sold out while paying back to billing, saying the payment was refunded', async () => {
    const location = renderBackFromProvider(problemReply(409, 'INSUFFICIENT_STOCK', { paymentRefunded: true }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please remove unavailable items or adjust quantities.');
    expect(alert).toHaveTextContent(refundSentence);
    expect(within(alert).getByRole('link', { name: 'Review my bag' })).toBeInTheDocument();
    expect(location()).toBe('/checkout/billing?payment=stock&refunded=1');
  });

  it('says nothing of a refund the API did not make', async () => {
    const location = renderBackFromProvider(problemReply(409, 'CART_UPDATED'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bag or delivery method has been updated.');
    expect(screen.queryByText(refundSentence)).not.toBeInTheDocument();
    expect(location()).toBe('/checkout/billing?payment=cart-updated');
  });

  it('tells a shopper sent back to shipping for a missing step that the order was not placed and the payment refunded', async () => {
    const location = renderBackFromProvider(problemReply(409, 'CHECKOUT_INCOMPLETE', { paymentRefunded: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(await screen.findByText('Your order hasn’t been placed')).toBeInTheDocument();
    expect(screen.getByText(refundSentence)).toBeInTheDocument();
    expect(location()).toBe('/checkout/shipping?refunded=1');
  });

  it('tells a shopper whose bag emptied while paying, on the bag page, that the payment was refunded', async () => {
    const location = renderBackFromProvider(problemReply(409, 'BAG_EMPTY', { paymentRefunded: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My bag' })).toBeInTheDocument();
    expect(screen.getByText(refundSentence)).toBeInTheDocument();
    expect(location()).toBe('/my-bag?refunded=1');
  });
});
