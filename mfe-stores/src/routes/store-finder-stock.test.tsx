import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { problemReply } from '@storefront/http/testing';
import userEvent from '@testing-library/user-event';
import { buildStoreSearch } from '../lib/store-builders';
import { buildStoreStockSearch, buildStoreWithStock } from '../lib/store-stock-builders';
import StoreFinderRoute from './store-finder-route';

describe('the store finder with a piece in play (?sku=&size=)', () => {
  it('shows each store’s stock, available of total, and keeps the piece through a new search', async () => {
    const { router, requests } = renderRemotePage(<StoreFinderRoute />, {
      app: 'stores',
      path: '/stores?q=2000&sku=RING-N&size=N',
      fetch: { 'GET /api/stores/stock': buildStoreStockSearch() },
    });
    const results = await screen.findByRole('region', { name: 'Stores found' });
    expect(
      within(results).getByText('Each store shows its stock of the piece you were looking at.'),
    ).toBeInTheDocument();
    const cards = within(results).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('In stock')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('5 of 7 in stock')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Limited stock – contact the store')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1 of 3 in stock')).toBeInTheDocument();
    const asked = requests.find((request) => request.path === '/api/stores/stock');
    expect(Object.fromEntries(asked!.query)).toMatchObject({ q: '2000', sku: 'RING-N', size: 'N' });

    const field = screen.getByRole('textbox', { name: /Postcode, suburb or city/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Parramatta');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(new URLSearchParams(router.state.location.search).get('sku')).toBe('RING-N');
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('N');
  });

  it('says no stores with stock, in French', async () => {
    renderRemotePage(<StoreFinderRoute />, {
      app: 'stores',
      locale: 'fr-CA',
      path: '/stores?q=H3B&sku=RING-N',
      fetch: {
        'GET /api/stores/stock': buildStoreStockSearch({
          stores: [
            buildStoreWithStock({}, { message: 'not_available', available: 0, total: 0, clickAndCollect: false }),
          ],
        }),
      },
    });
    expect(
      await screen.findByText(
        'Aucun magasin près de là n’a ce bijou en stock. Essayez une ville voisine ou commandez en ligne.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Non disponible')).toBeInTheDocument();
  });

  it('lists the stores alone when the API cannot answer stock for the piece (a ring without its size)', async () => {
    renderRemotePage(<StoreFinderRoute />, {
      app: 'stores',
      path: '/stores?q=2000&sku=RING-N',
      fetch: {
        'GET /api/stores/stock': problemReply(400, 'VALIDATION_FAILED', {
          errors: { size: 'validation.size.required' },
        }),
        'GET /api/stores/search': buildStoreSearch(),
      },
    });
    const results = await screen.findByRole('region', { name: 'Stores found' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(within(results).queryByText('In stock')).toBeNull();
  });
});
