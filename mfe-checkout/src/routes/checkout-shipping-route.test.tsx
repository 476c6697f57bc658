import type { CheckoutState } from '@storefront/api-schemas';
import { listen, type StorefrontEventMap } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetCheckoutStartedForTests } from '../features/checkout-started/checkout-started-announcement';
import { buildAddress, buildCheckout, buildDeliveryMethod } from '../lib/testing/checkout-builders';
import CheckoutShippingRoute from './checkout-shipping-route';

jest.setTimeout(20_000);

let started: StorefrontEventMap['storefront:checkout-started'][];
let stopListening: () => void;

beforeEach(() => {
  forgetCheckoutStartedForTests();
  started = [];
  stopListening = listen('storefront:checkout-started', (checkout) => started.push(checkout));
});
afterEach(() => stopListening());

/** The bag of `buildCheckout` with a second piece, two of it. */
function threePieces(): CheckoutState {
  const checkout = buildCheckout({ currency: 'NZD' });
  const [first] = checkout.lines;
  checkout.lines.push({ ...first!, id: 'line-2', sku: '20001234-W-N', quantity: 2, lineCents: 25_100 });
  checkout.summary = { ...checkout.summary, itemCount: 3, subtotalCents: 75_000 };
  return checkout;
}

function openShipping(checkout: CheckoutState) {
  return renderRemotePage(<CheckoutShippingRoute />, {
    app: 'checkout',
    path: '/checkout/shipping',
    fetch: {
      'GET /api/checkout': checkout,
      'GET /api/checkout/delivery-methods': { country: 'AU', methods: [buildDeliveryMethod()] },
      'GET /api/checkout/summary': { summary: checkout.summary, deliveryMethod: null },
      'PUT /api/checkout/email': (request) => ({ ...checkout, email: (request.body as { email: string }).email }),
    },
  });
}

describe('the shipping step', () => {
  it('starts the checkout with the bag’s item count, subtotal and currency, once however often the step saves', async () => {
    const user = userEvent.setup({ delay: null });
    openShipping(threePieces());
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), 'olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Change email address olivia@example.com' })).toBeInTheDocument();
    expect(started).toEqual([{ itemCount: 3, subtotalCents: 75_000, currency: 'NZD' }]);
  });

  it('starts no second checkout when the step opens again with the same bag, and a new one when the bag changed', async () => {
    const first = openShipping(buildCheckout());
    expect(await screen.findByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
    first.unmount();
    const again = openShipping(buildCheckout());
    expect(await screen.findByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
    again.unmount();
    openShipping(threePieces());
    expect(await screen.findByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
    expect(started).toEqual([
      { itemCount: 1, subtotalCents: 49_900, currency: 'AUD' },
      { itemCount: 3, subtotalCents: 75_000, currency: 'NZD' },
    ]);
  });

  it('starts no checkout with an empty bag', async () => {
    openShipping(buildCheckout({ lines: [], summary: { ...buildCheckout().summary, itemCount: 0, subtotalCents: 0 } }));
    expect(await screen.findByRole('heading', { name: 'There’s nothing to check out yet' })).toBeInTheDocument();
    expect(started).toEqual([]);
  });
});

describe('the shipping step’s order summary', () => {
  it('lists the pieces and shows the delivery being chosen, priced with its tax by the API before it is saved', async () => {
    const standard = buildDeliveryMethod();
    const express = buildDeliveryMethod({ id: 'express_post', priceCents: 1_495, freeFromCents: null });
    const checkout = buildCheckout({
      email: 'olivia@example.com',
      shippingAddress: buildAddress(),
      deliveryMethod: standard,
      summary: { ...buildCheckout().summary, deliveryCents: 995, totalCents: 50_895, remainingCents: 50_895 },
    });
    const asked: URLSearchParams[] = [];
    renderRemotePage(<CheckoutShippingRoute />, {
      app: 'checkout',
      path: '/checkout/shipping',
      fetch: {
        'GET /api/checkout': checkout,
        'GET /api/checkout/delivery-methods': { country: 'AU', methods: [standard, express] },
        'GET /api/checkout/summary': (request) => {
          asked.push(request.query);
          const deliveryCents = request.query.get('deliveryMethod') === 'express_post' ? 1_495 : 995;
          const totalCents = 49_900 + deliveryCents;
          return {
            summary: {
              ...checkout.summary,
              deliveryCents,
              totalCents,
              remainingCents: totalCents,
              gstInclusiveCents: Math.round(totalCents / 11),
            },
            deliveryMethod: deliveryCents === 995 ? standard : express,
          };
        },
      },
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const items = within(summary).getByRole('list', { name: 'Items in your order' });
    expect(within(items).getByText('Halcyon Solitaire Pendant')).toBeInTheDocument();
    expect(within(items).getByText('Qty 1')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('radio', { name: /Express Post/ }));
    await waitFor(() => expect(within(summary).getByText('$14.95')).toBeInTheDocument());
    expect(within(summary).getByText('$513.95')).toBeInTheDocument();
    expect(within(summary).getByText('$46.72')).toBeInTheDocument();
    const last = asked.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({ country: 'AU', state: 'NSW', deliveryMethod: 'express_post' });
  });
});
