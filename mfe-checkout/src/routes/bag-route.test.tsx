import { buildBagAnswer } from '@storefront/api-schemas/testing';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import BagRoute from './bag-route';

describe('the bag page', () => {
  it('shows an empty bag under its trail, with a way back to shopping', async () => {
    renderRemotePage(<BagRoute />, {
      app: 'checkout',
      path: '/my-bag',
      fetch: {
        'GET /api/bag': buildBagAnswer({ lines: [] }),
        'GET /api/content/cart-preferences': problemReply(503, 'CONTENT_UNAVAILABLE'),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My bag' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/search');
  });
});
