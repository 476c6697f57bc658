import { buildBagAnswer, buildBagLine } from '@storefront/api-schemas/testing';
import { useBagCount, useWishlistItems, wishlistAdded } from '@storefront/contracts';
import { renderRemotePage, type FetchTable, type SharedStoresSeed } from '@storefront/dev-harness/testing';
import { problemReply, type FakeRequest } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WishlistGrid from './wishlist-grid';
import { buildTile, productsByIdsReply } from './wishlist-test-data';

const pendant = buildTile({ id: 'p-18000001', name: 'Aurora Diamond Pendant', sku: '18000001-18W' });
const studs = buildTile({ id: 'p-18000002', name: 'Celeste Pearl Studs', price: { effectiveCents: 29_900 } });
const ring = buildTile({
  id: 'p-18000003',
  slug: 'halo-oval-ring',
  name: 'Halo Oval Ring',
  kind: 'engagement-ring',
  flags: { sized: true, engravable: true },
});
const catalogue = [pendant, studs, ring];

function BagCount() {
  return <output aria-label="bag count">{useBagCount()}</output>;
}

function SavedIds() {
  return (
    <output aria-label="saved">
      {useWishlistItems()
        .map((item) => item.productId)
        .join(',')}
    </output>
  );
}

/** The products API, answering the ids asked for from the catalogue. */
const productsApi: FetchTable = {
  'GET /api/products': (request) => productsByIdsReply(catalogue, (request.query.get('ids') ?? '').split(',')),
};

let requests: FakeRequest[] = [];

function renderGrid({
  heading,
  fetch = {},
  stores,
}: { heading?: string; fetch?: FetchTable; stores?: SharedStoresSeed } = {}) {
  const rendered = renderRemotePage(
    <>
      <BagCount />
      <SavedIds />
      <WishlistGrid {...(heading ? { heading } : {})} />
    </>,
    { app: 'catalogue', fetch: { ...productsApi, ...fetch }, stores },
  );
  requests = rendered.requests;
  return rendered;
}

describe('WishlistGrid', () => {
  it('shows a guest’s saved pieces newest first, skipping pieces that no longer exist', async () => {
    wishlistAdded('p-18000001', undefined, 1_000);
    wishlistAdded('p-18009999', undefined, 2_000);
    wishlistAdded('p-18000002', undefined, 3_000);
    renderGrid();

    expect(await screen.findByText('2 saved pieces')).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Celeste Pearl Studs', 'Aurora Diamond Pendant']);
    expect(requests.filter((request) => request.path === '/api/products')).toHaveLength(1);
    expect(requests[0]?.query.get('ids')).toBe('p-18000002,p-18009999,p-18000001');
  });

  it('moves a piece without sizes to the bag, updates the bag count and takes it off the list', async () => {
    wishlistAdded('p-18000001', undefined, 1_000);
    wishlistAdded('p-18000002', undefined, 2_000);
    renderGrid({
      fetch: { 'POST /api/bag/lines': buildBagAnswer({ lines: [buildBagLine({ unitCents: 49_900 })] }) },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Move to bag – Aurora Diamond Pendant' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'bag count' })).toHaveTextContent('1'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      sku: '18000001-18W',
      quantity: 1,
    });
    expect(screen.getByText('Aurora Diamond Pendant moved to your bag')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/my-bag');
    expect(screen.queryByRole('heading', { name: 'Aurora Diamond Pendant' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'saved' })).toHaveTextContent(/^p-18000002$/);
    expect(screen.getByText('1 saved piece')).toHaveFocus();
    // Only the one piece was loaded; the rest of the list was not fetched again.
    expect(requests.filter((request) => request.path === '/api/products')).toHaveLength(1);
  });

  it('keeps the piece saved and explains when the bag refuses it', async () => {
    renderGrid({
      fetch: { 'POST /api/bag/lines': problemReply(409, 'INSUFFICIENT_STOCK') },
      stores: { wishlist: { owner: 'guest', productIds: ['p-18000001'] } },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Move to bag – Aurora Diamond Pendant' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('out of stock');
    expect(screen.getByRole('status', { name: 'bag count' })).toHaveTextContent('0');
    expect(screen.getByRole('status', { name: 'saved' })).toHaveTextContent('p-18000001');
  });

  it('sends a ring that needs a size to its page instead of the bag', async () => {
    renderGrid({ stores: { wishlist: { owner: 'guest', productIds: ['p-18000003'] } } });

    const choose = await screen.findByRole('link', { name: 'Choose size for Halo Oval Ring' });
    expect(choose).toHaveAttribute('href', '/p/halo-oval-ring');
    expect(screen.queryByRole('button', { name: /Move to bag/ })).not.toBeInTheDocument();
  });

  it('shows a saved white-gold ring as white gold and opens its page on that variant to choose a size', async () => {
    const whiteGold = { ...ring, sku: '18000003-18W', image: '/api/images/products/p-18000003/18kt-white-gold.svg' };
    const yellowGold = { ...ring, sku: '18000003-14Y', image: '/api/images/products/p-18000003/14kt-yellow-gold.svg' };
    wishlistAdded('p-18000003', whiteGold.sku, 1_000);
    renderGrid({
      fetch: {
        // As the API does: the cheapest variant (yellow gold) unless the saved one is named.
        'GET /api/products': (request) =>
          productsByIdsReply(
            (request.query.get('skus') ?? '').split(',').includes(whiteGold.sku) ? [whiteGold] : [yellowGold],
            (request.query.get('ids') ?? '').split(','),
          ),
      },
    });

    const choose = await screen.findByRole('link', { name: 'Choose size for Halo Oval Ring' });
    expect(choose).toHaveAttribute('href', '/p/halo-oval-ring?sku=18000003-18W');
    const tile = screen.getByRole('article', { name: 'Halo Oval Ring' });
    expect(tile.querySelector('img')).toHaveAttribute('src', whiteGold.image);
    expect(requests[0]?.query.get('skus')).toBe('18000003-18W');
  });

  it('removes a piece from the list', async () => {
    wishlistAdded('p-18000001', undefined, 1_000);
    wishlistAdded('p-18000003', undefined, 2_000);
    renderGrid();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Halo Oval Ring' }));

    expect(screen.getByText('Halo Oval Ring removed from your wishlist')).toBeInTheDocument();
    expect(screen.getByText('1 saved piece')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'saved' })).toHaveTextContent(/^p-18000001$/);
  });

  it('invites a guest to sign in or join to keep the list across devices; a member is not asked', async () => {
    const { unmount } = renderGrid({ stores: { wishlist: { owner: 'guest', productIds: ['p-18000001'] } } });

    const prompt = screen.getByRole('complementary', { name: 'Keep your wishlist on every device' });
    expect(prompt).toHaveTextContent('kept on this device for 30 days');
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my-account/login');
    expect(within(prompt).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/my-account/register');
    await screen.findByText('1 saved piece');
    unmount();

    renderGrid({ heading: 'My wishlist', stores: { wishlist: { owner: 'member', productIds: ['p-18000002'] } } });
    expect(await screen.findByRole('heading', { level: 3, name: 'Celeste Pearl Studs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My wishlist' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows an empty state with ways into the catalogue', () => {
    renderGrid();

    expect(screen.getByRole('heading', { name: 'Your wishlist is waiting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Engagement rings' })).toHaveAttribute('href', '/engagement-rings');
    expect(screen.getByRole('link', { name: 'Design your ring' })).toHaveAttribute('href', '/jewellery-builder');
    expect(screen.getByRole('link', { name: 'Search all jewellery' })).toHaveAttribute('href', '/search');
    expect(requests).toHaveLength(0);
  });

  it('shows a placeholder while loading, then an error with a retry that loads the pieces', async () => {
    let fail = true;
    renderGrid({
      fetch: {
        'GET /api/products': (request) =>
          fail ? problemReply(503, 'UNAVAILABLE') : productsByIdsReply(catalogue, [request.query.get('ids') ?? '']),
      },
      stores: { wishlist: { owner: 'guest', productIds: ['p-18000002'] } },
    });

    expect(screen.getByText('Loading your saved pieces')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('couldn’t load your saved pieces');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Celeste Pearl Studs' })).toBeInTheDocument();
  });
});
