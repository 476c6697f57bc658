import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import OrderDetailsRoute from './order-details-route';

describe('the order details page', () => {
  it('shows the order number from the address', () => {
    renderRemotePage(<OrderDetailsRoute params={{ orderNo: '123456789012' }} routeId="order-details" />, {
      app: 'account',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order 123456789012' })).toBeInTheDocument();
  });
});
