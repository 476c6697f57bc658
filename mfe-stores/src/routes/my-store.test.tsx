import { getMyStore } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreDetail, buildStoreSearch } from '../lib/store-builders';
import StoreDetailRoute from './store-detail-route';
import StoreFinderRoute from './store-finder-route';

describe('My Store on the store pages', () => {
  it('is offered on each store the finder lists, and marks the one already chosen', async () => {
    renderRemotePage(<StoreFinderRoute />, {
      app: 'stores',
      path: '/stores?q=Sydney',
      fetch: { 'GET /api/stores/search': buildStoreSearch() },
      stores: { myStore: { storeId: 'bondi-junction', name: 'Lustre & Co. Bondi Junction' } },
    });
    const results = await screen.findByRole('region', { name: 'Stores found' });
    const [westfield, bondi] = within(results).getAllByRole('listitem');
    await userEvent.click(
      within(westfield!).getByRole('button', { name: 'Set as My Store: Lustre & Co. Westfield Sydney' }),
    );
    expect(within(westfield!).getByText('This is My Store')).toBeInTheDocument();
    expect(
      within(bondi!).getByRole('button', { name: 'Set as My Store: Lustre & Co. Bondi Junction' }),
    ).toBeInTheDocument();
    expect(getMyStore()?.storeId).toBe('sydney-westfield-sydney');
  });

  it('is offered on the store page', async () => {
    renderRemotePage(<StoreDetailRoute params={{ store: 'sydney-westfield-sydney' }} routeId="store-detail" />, {
      app: 'stores',
      path: '/stores/sydney-westfield-sydney',
      fetch: {
        'GET /api/stores/:id': buildStoreDetail(),
        'GET /api/stores/search': buildStoreSearch(),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set as My Store: Lustre & Co. Westfield Sydney' }),
    );
    expect(screen.getByText('This is My Store')).toHaveFocus();
    expect(getMyStore()?.storeId).toBe('sydney-westfield-sydney');
  });
});
