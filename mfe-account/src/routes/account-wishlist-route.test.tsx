import {
  getWishlistOwner,
  RemoteWidgetHostProvider,
  type MemberSummary,
  type RemoteWidgetHost,
} from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, waitFor } from '@testing-library/react';
import AccountWishlistRoute from './account-wishlist-route';

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

/** The shell's widget host, standing in for the catalogue's grid: it names what it was asked to mount. */
const host: RemoteWidgetHost = ({ remote, name }) => <p>{`The ${String(name)} widget of ${remote}`}</p>;

describe('the account wishlist page', () => {
  it('mounts the catalogue’s wishlist grid inside the account page', () => {
    renderRemotePage(
      <RemoteWidgetHostProvider value={host}>
        <AccountWishlistRoute />
      </RemoteWidgetHostProvider>,
      {
        app: 'account',
        path: '/my-account/wishlist',
        stores: { session: ava, wishlist: { owner: 'member', productIds: ['p-1'] } },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('The WishlistGrid widget of catalogue')).toBeInTheDocument();
  });

  it('without the catalogue, counts the saved pieces and links to them', () => {
    renderRemotePage(<AccountWishlistRoute />, {
      app: 'account',
      path: '/my-account/wishlist',
      stores: { session: ava, wishlist: { owner: 'member', productIds: ['p-1', 'p-2'] } },
    });
    expect(screen.getByText('You have 2 saved pieces.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my wishlist' })).toHaveAttribute('href', '/wishlist');
  });

  it('without the catalogue, shows the empty state in French', () => {
    renderRemotePage(<AccountWishlistRoute />, {
      app: 'account',
      locale: 'fr-CA',
      path: '/fr/my-account/wishlist',
      stores: { session: ava, wishlist: { owner: 'member', productIds: [] } },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Votre liste de souhaits est vide' })).toBeInTheDocument();
  });

  it('reads the account list first when the page was reloaded before the shell read it', async () => {
    const { requests } = renderRemotePage(<AccountWishlistRoute />, {
      app: 'account',
      path: '/my-account/wishlist',
      stores: { session: ava },
      fetch: {
        'GET /api/wishlist': {
          currency: 'AUD',
          items: [
            {
              productId: 'p-1',
              sku: null,
              name: 'Aurora ring',
              slug: 'aurora-ring',
              metal: null,
              imageUrl: null,
              online: true,
              price: null,
              addedAt: '2026-11-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('You have 1 saved piece.')).toBeInTheDocument();
    expect(getWishlistOwner()).toBe('member');
    expect(requests).toHaveLength(1);
  });

  it('sends a guest to sign in first, coming back here', async () => {
    const { router } = renderRemotePage(<AccountWishlistRoute />, {
      app: 'account',
      path: '/my-account/wishlist',
      fetch: { 'GET /api/identity/session': { signedIn: false } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fmy-account%2Fwishlist');
  });
});
