import { screen, within } from '@testing-library/react';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { OrderConfirmation } from './order-confirmation';
import { buildPlacedOrder } from './order-confirmation-test-data';
import { placedOrderReceived, readPlacedOrder } from './placed-order-storage';

beforeEach(() => sessionStorage.clear());

describe('OrderConfirmation', () => {
  it('shows the order number, the pieces, delivery, billing and each payment', () => {
    renderRemotePage(<OrderConfirmation order={buildPlacedOrder()} isMember={false} />, {
      app: 'checkout',
      path: '/checkout/thank-you',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toHaveFocus();
    expect(screen.getByText('412345678901')).toBeInTheDocument();
    expect(screen.getByText('We’ve sent a confirmation to olivia@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Halcyon Solitaire Pendant')).toBeInTheDocument();
    expect(screen.getByText('14kt Yellow Gold · Quantity: 1')).toBeInTheDocument();
    expect(screen.getByText('Engraving: none')).toBeInTheDocument();
    expect(screen.getByText('Standard delivery')).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery Wed, 25 Nov – Mon, 30 Nov')).toBeInTheDocument();
    expect(screen.getAllByText('Australia')).toHaveLength(2);
    const payments = screen.getByRole('heading', { name: 'Payment' }).closest('section') as HTMLElement;
    expect(within(payments).getByText('Gift card ending 0008')).toBeInTheDocument();
    expect(within(payments).getByText('$100.00')).toBeInTheDocument();
    expect(within(payments).getByText('Visa ending 1111')).toBeInTheDocument();
    expect(within(payments).getByText('$399.00')).toBeInTheDocument();
  });

  it('invites a guest to create an account from the order', () => {
    renderRemotePage(<OrderConfirmation order={buildPlacedOrder()} isMember={false} />, {
      app: 'checkout',
      path: '/checkout/thank-you',
    });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/my-account/register?order=412345678901',
    );
  });

  it('sends a member to the order in their account instead', () => {
    renderRemotePage(<OrderConfirmation order={buildPlacedOrder()} isMember />, {
      app: 'checkout',
      path: '/checkout/thank-you',
    });
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View this order in my account' })).toHaveAttribute(
      'href',
      '/my-account/order-history/412345678901',
    );
  });

  it('shows a click and collect order’s store, in French for a Québec shopper', () => {
    renderRemotePage(
      <OrderConfirmation
        order={buildPlacedOrder({
          market: 'CA',
          currency: 'CAD',
          deliveryMethod: 'click_and_collect',
          pickupStore: { id: 'st-1', name: 'Montréal Centre' },
          estimatedDelivery: { from: '2026-11-24', to: '2026-11-25' },
          shippingAddress: null,
          payments: [{ method: 'bnpl', amountCents: 49_900 }],
        })}
        isMember={false}
      />,
      { app: 'checkout', locale: 'fr-CA', path: '/fr/checkout/thank-you' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Merci pour votre commande' })).toBeInTheDocument();
    expect(screen.getByText('Retrait à Montréal Centre')).toBeInTheDocument();
    expect(screen.getByText('Prête à être ramassée dès le mar. 24 nov.')).toBeInTheDocument();
  });

  it('says the one day when delivery is expected on one, and nothing when an older API gave no dates', () => {
    const { unmount } = renderRemotePage(
      <OrderConfirmation
        order={buildPlacedOrder({
          deliveryMethod: 'premium',
          estimatedDelivery: { from: '2027-03-31', to: '2027-03-31' },
        })}
        isMember={false}
      />,
      { app: 'checkout', path: '/checkout/thank-you' },
    );
    expect(screen.getByText('Estimated delivery Wed, 31 Mar')).toBeInTheDocument();
    unmount();
    const { estimatedDelivery: _dates, ...older } = buildPlacedOrder();
    void _dates;
    renderRemotePage(<OrderConfirmation order={older} isMember={false} />, {
      app: 'checkout',
      path: '/checkout/thank-you',
    });
    expect(screen.getByText('Standard delivery')).toBeInTheDocument();
    expect(screen.queryByText(/^Estimated delivery/)).not.toBeInTheDocument();
  });

  it('shows a Canadian ring size as the shopper chose it (6,5 in French), not the letter stock keeps it by', () => {
    const [pendant] = buildPlacedOrder().lines;
    if (!pendant) throw new Error('test data has a line');
    const ring = { ...pendant, name: 'Aurora Solitaire Ring', size: 'M', sizeLabel: '6,5' };
    renderRemotePage(
      <OrderConfirmation order={buildPlacedOrder({ market: 'CA', currency: 'CAD', lines: [ring] })} isMember={false} />,
      { app: 'checkout', locale: 'fr-CA', path: '/fr/checkout/thank-you' },
    );
    const line = screen.getByText('Aurora Solitaire Ring').closest('li') as HTMLElement;
    expect(within(line).getByText(/Taille : 6,5/)).toBeInTheDocument();
    expect(within(line).queryByText(/Taille : M/)).not.toBeInTheDocument();
  });
});

describe('the placed order kept for a reload', () => {
  it('keeps a well-formed answer and gives it back', () => {
    expect(placedOrderReceived(buildPlacedOrder())?.orderNumber).toBe('412345678901');
    expect(readPlacedOrder()?.payments).toHaveLength(2);
  });

  it('keeps nothing from a malformed answer', () => {
    expect(placedOrderReceived({ orderNumber: 42 })).toBeNull();
    expect(readPlacedOrder()).toBeNull();
    sessionStorage.setItem('storefront:checkout:placed-order', '{oops');
    expect(readPlacedOrder()).toBeNull();
  });
});
