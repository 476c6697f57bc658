import { listen, type StorefrontEventMap } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import { buildPlacedOrder } from '../features/order-confirmation/order-confirmation-test-data';
import { placedOrderReceived } from '../features/order-confirmation/placed-order-storage';
import CheckoutThankYouRoute from './checkout-thank-you-route';

type OrderPlaced = StorefrontEventMap['storefront:order-placed'];

let announced: OrderPlaced[];
let stopListening: () => void;

beforeEach(() => {
  sessionStorage.clear();
  announced = [];
  stopListening = listen('storefront:order-placed', (order) => announced.push(order));
});
afterEach(() => stopListening());

describe('the thank-you page', () => {
  it('shows the order placed in this tab and announces it with each line’s product, SKU, unit price and quantity', async () => {
    const [line] = buildPlacedOrder().lines;
    placedOrderReceived(
      buildPlacedOrder({
        currency: 'AUD',
        lines: [line!, { ...line!, sku: '18000007-PT', productId: 'p-18000007', quantity: 2, unitCents: 12_550 }],
      }),
    );
    renderRemotePage(<CheckoutThankYouRoute />, { app: 'checkout', path: '/checkout/thank-you' });
    expect(await screen.findByText('412345678901')).toBeInTheDocument();
    expect(announced).toEqual([
      {
        orderNumber: '412345678901',
        currency: 'AUD',
        lines: [
          { productId: 'p-18006445', sku: '18006445-14Y-050', unitPriceCents: 49_900, quantity: 1 },
          { productId: 'p-18000007', sku: '18000007-PT', unitPriceCents: 12_550, quantity: 2 },
        ],
      },
    ]);
  });

  it('leaves out a line an older API sent without its product id', async () => {
    const [line] = buildPlacedOrder().lines;
    const { productId: _left, ...withoutProduct } = line!;
    placedOrderReceived(buildPlacedOrder({ lines: [withoutProduct] }));
    renderRemotePage(<CheckoutThankYouRoute />, { app: 'checkout', path: '/checkout/thank-you' });
    expect(await screen.findByText('412345678901')).toBeInTheDocument();
    expect(announced).toEqual([{ orderNumber: '412345678901', currency: 'AUD', lines: [] }]);
  });

  it('announces nothing without an order placed in this tab', async () => {
    renderRemotePage(<CheckoutThankYouRoute />, { app: 'checkout', path: '/checkout/thank-you' });
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toBeInTheDocument();
    expect(announced).toEqual([]);
  });
});
