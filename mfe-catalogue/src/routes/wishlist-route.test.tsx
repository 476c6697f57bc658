import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import { buildTile, productsByIdsReply } from '../features/wishlist/wishlist-test-data';
import WishlistRoute from './wishlist-route';

describe('the wishlist page', () => {
  it('lists the pieces a guest saved on this device', async () => {
    const saved = buildTile({ id: 'p-18000001', slug: 'solitaire-ring', name: 'Solitaire Ring' });
    renderRemotePage(<WishlistRoute />, {
      app: 'catalogue',
      stores: { wishlist: { owner: 'guest', productIds: [saved.id] } },
      fetch: { 'GET /api/products': productsByIdsReply([saved], [saved.id]) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(await screen.findByText('1 saved piece')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solitaire Ring' })).toHaveAttribute('href', '/p/solitaire-ring');
  });
});
