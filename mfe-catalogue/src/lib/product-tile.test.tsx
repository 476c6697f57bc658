import type { ProductTileData } from '@storefront/api-schemas';
import { listen } from '@storefront/contracts';
import { renderRemotePage, type RenderRemotePageOptions } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductTile } from './product-tile';

type TileOverrides = Omit<Partial<ProductTileData>, 'price' | 'availability' | 'flags'> & {
  price?: Partial<ProductTileData['price']>;
  availability?: Partial<ProductTileData['availability']>;
  flags?: Partial<ProductTileData['flags']>;
};

/** A tile as list answers carry it: an in-stock platinum solitaire at $2,499 unless told otherwise. */
function buildProduct({ price, availability, flags, ...overrides }: TileOverrides = {}): ProductTileData {
  return {
    id: 'p-18006445',
    number: '18006445',
    slug: 'halcyon-oval-solitaire',
    name: 'Halcyon Oval Solitaire',
    kind: 'engagement-ring',
    categoryId: 'solitaire-engagement-rings',
    collection: 'Halcyon',
    stone: { code: 'diamond', label: 'Diamond' },
    shape: { code: 'oval', label: 'Oval' },
    sku: '18006445-PT',
    image: '/api/images/products/p-18006445/platinum.svg',
    metals: [{ code: 'platinum', label: 'Platinum', image: '/api/images/products/p-18006445/platinum.svg' }],
    ...overrides,
    price: {
      currency: 'AUD',
      listCents: 249_900,
      memberCents: null,
      effectiveCents: 249_900,
      isMemberPrice: false,
      from: false,
      ...price,
    },
    availability: { stock: 'in_stock', dispatch: { kind: 'ready_to_ship', businessDays: 1 }, ...availability },
    flags: { online: true, madeToOrder: false, engravable: true, sized: true, bnplEligible: true, ...flags },
  };
}

function renderTile(product: ProductTileData, options: Partial<RenderRemotePageOptions> & { priority?: boolean } = {}) {
  const { priority, ...harness } = options;
  return renderRemotePage(<ProductTile product={product} priority={priority} />, { app: 'catalogue', ...harness });
}

const member = { customerId: 'c-1', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

describe('ProductTile', () => {
  it('names the piece in a link to its page, with the price in the market’s currency', () => {
    renderTile(buildProduct({ price: { from: true } }));
    const tile = screen.getByRole('article', { name: 'Halcyon Oval Solitaire' });
    expect(within(tile).getByRole('link', { name: 'Halcyon Oval Solitaire' })).toHaveAttribute(
      'href',
      '/p/halcyon-oval-solitaire',
    );
    expect(tile).toHaveTextContent('From$2,499.00');
    expect(tile.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows a Canadian price in Canadian dollars, and loads a priority image eagerly', () => {
    const price = { currency: 'CAD' as const, effectiveCents: 189_000, listCents: 189_000 };
    renderTile(buildProduct({ price }), { priority: true, locale: 'en-CA' });
    expect(screen.getByRole('article')).toHaveTextContent('Halcyon Oval Solitaire$1,890.00');
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows guests the member price with an invitation to join', () => {
    renderTile(buildProduct({ price: { memberCents: 224_900 } }));
    const tile = screen.getByRole('article');
    expect(tile).toHaveTextContent('Member price $2,249.00');
    expect(within(tile).getByRole('link', { name: 'Brilliance members pay less. Join free' })).toHaveAttribute(
      'href',
      '/my-account/register',
    );
  });

  it('shows members what they pay against the list price, without the invitation', () => {
    renderTile(buildProduct({ price: { memberCents: 224_900, effectiveCents: 224_900, isMemberPrice: true } }), {
      stores: { session: member },
    });
    const tile = screen.getByRole('article');
    expect(within(tile).getByText('$2,499.00').closest('s')).not.toBeNull();
    expect(tile).toHaveTextContent('Now $2,249.00');
    expect(within(tile).queryByRole('link', { name: /Join free/ })).not.toBeInTheDocument();
  });

  it.each([
    [{ availability: { stock: 'low_stock' as const } }, 'Selling fast'],
    [{ availability: { stock: 'out_of_stock' as const } }, 'Out of stock'],
    [{ availability: { stock: 'unavailable_online' as const } }, 'In store only'],
    [{ flags: { madeToOrder: true } }, 'Made to order'],
  ])('badges availability (%j)', (overrides, badge) => {
    renderTile(buildProduct(overrides));
    expect(within(screen.getByRole('article')).getByText(badge)).toBeInTheDocument();
  });

  it('has no badge for an in-stock piece', () => {
    renderTile(buildProduct());
    expect(screen.getByRole('article').querySelector('.sf-product-tile__badge')).toBeNull();
  });

  describe('wishlist toggle', () => {
    it('saves and unsaves a guest’s piece, pressed while saved, announcing each change', async () => {
      const user = userEvent.setup();
      const added: unknown[] = [];
      const stopListening = listen('storefront:wishlist-item-added', (detail) => added.push(detail));
      const { requests } = renderTile(buildProduct());
      const save = screen.getByRole('button', { name: 'Add Halcyon Oval Solitaire to wishlist' });
      expect(save).toHaveAttribute('aria-pressed', 'false');
      await user.click(save);
      const remove = screen.getByRole('button', { name: 'Remove Halcyon Oval Solitaire from wishlist' });
      expect(remove).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('Halcyon Oval Solitaire saved to your wishlist')).toHaveAttribute('role', 'status');
      await user.click(remove);
      expect(screen.getByRole('button', { name: 'Add Halcyon Oval Solitaire to wishlist' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      // A guest's list stays in the browser: nothing was sent.
      expect(requests).toHaveLength(0);
      // The add (not the removal) was announced to the other remotes (the engagement remote logs it).
      stopListening();
      expect(added).toEqual([{ productId: 'p-18006445' }]);
    });

    it('saves a member’s piece to the account first', async () => {
      const user = userEvent.setup();
      const { requests } = renderTile(buildProduct(), {
        stores: { session: member, wishlist: { owner: 'member', productIds: [] } },
        fetch: { 'PUT /api/wishlist/items/:id': {} },
      });
      await user.click(screen.getByRole('button', { name: 'Add Halcyon Oval Solitaire to wishlist' }));
      expect(
        await screen.findByRole('button', { name: 'Remove Halcyon Oval Solitaire from wishlist' }),
      ).toHaveAttribute('aria-pressed', 'true');
      expect(requests[0]).toMatchObject({ method: 'PUT', path: '/api/wishlist/items/p-18006445' });
    });
  });
});
