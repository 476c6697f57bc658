import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreDetail, buildStoreSearch, buildStoreSummary } from '../lib/store-builders';
import StoreDetailRoute from './store-detail-route';

function renderStorePage() {
  return renderRemotePage(<StoreDetailRoute params={{ store: 'sydney-westfield-sydney' }} routeId="store-detail" />, {
    app: 'stores',
    path: '/stores/sydney-westfield-sydney',
    fetch: {
      'GET /api/stores/:id': buildStoreDetail(),
      'GET /api/stores/search': buildStoreSearch({
        stores: [
          buildStoreSummary({ distanceKm: 0 }),
          buildStoreSummary({
            id: 'sydney-queen-victoria-building',
            name: 'Lustre & Co. Queen Victoria Building',
            latitude: -33.8718,
            longitude: 151.2067,
            distanceKm: 0.2,
          }),
          buildStoreSummary({
            id: 'bondi-junction',
            name: 'Lustre & Co. Bondi Junction',
            latitude: -33.8917,
            longitude: 151.2505,
            distanceKm: 4.6,
          }),
        ],
      }),
    },
  });
}

describe('the store page’s map', () => {
  it('shows the store chosen among the stores nearest it, each a marker named for it, with one search for both', async () => {
    const { requests } = renderStorePage();
    const map = await screen.findByRole('region', {
      name: 'Map of Lustre & Co. Westfield Sydney and the stores nearby',
    });
    expect(map).toHaveAccessibleDescription('The store’s address is above, and the stores nearby are listed below.');
    const markers = await within(map).findAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Lustre & Co. Westfield Sydney',
      'Lustre & Co. Queen Victoria Building',
      'Lustre & Co. Bondi Junction',
    ]);
    expect(markers[0]).toHaveAttribute('aria-pressed', 'true');
    // The note names the store without a link to the page the shopper is on.
    expect(within(map).getByText('Lustre & Co. Westfield Sydney')).toBeInTheDocument();
    expect(within(map).queryByRole('link')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/stores/search')).toHaveLength(1);
  });

  it('names a nearby store chosen on the map, with the way to its page', async () => {
    renderStorePage();
    const map = await screen.findByRole('region', { name: /^Map of Lustre & Co. Westfield Sydney/ });
    await userEvent.click(await within(map).findByRole('button', { name: 'Lustre & Co. Bondi Junction' }));
    expect(within(map).getByRole('button', { name: 'Lustre & Co. Bondi Junction' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(map).getByRole('link', { name: 'View store: Lustre & Co. Bondi Junction' })).toHaveAttribute(
      'href',
      '/stores/bondi-junction',
    );
  });
});
