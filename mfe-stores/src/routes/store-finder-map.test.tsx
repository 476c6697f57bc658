import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreSearch, buildStoreSummary } from '../lib/store-builders';
import StoreFinderRoute from './store-finder-route';

function renderFinderWithMap() {
  return renderRemotePage(<StoreFinderRoute />, {
    app: 'stores',
    path: '/stores?q=Sydney',
    fetch: {
      'GET /api/stores/search': buildStoreSearch({
        stores: [
          buildStoreSummary(),
          buildStoreSummary({
            id: 'bondi-junction',
            name: 'Lustre & Co. Bondi Junction',
            latitude: -33.8917,
            longitude: 151.2505,
            distanceKm: 4.6,
          }),
          buildStoreSummary({
            id: 'chatswood',
            name: 'Lustre & Co. Chatswood',
            latitude: -33.7969,
            longitude: 151.1834,
            distanceKm: 8.4,
          }),
        ],
      }),
    },
  });
}

const card = (name: string) =>
  within(screen.getByRole('region', { name: 'Stores found' }))
    .getByRole('heading', { level: 2, name })
    .closest('li') as HTMLElement;

describe('the store finder’s map and list', () => {
  it('shows the stores found on a map, a marker per store numbered as the list, described by the list', async () => {
    renderFinderWithMap();
    const map = await screen.findByRole('region', { name: 'Map of the stores found' });
    expect(map).toHaveAccessibleDescription(/numbered marker is the store of the same number in the list/);
    const markers = await within(map).findAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      '1. Lustre & Co. Westfield Sydney',
      '2. Lustre & Co. Bondi Junction',
      '3. Lustre & Co. Chatswood',
    ]);
    const list = within(screen.getByRole('region', { name: 'Stores found' })).getAllByRole('listitem');
    expect(list.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Lustre & Co. Westfield Sydney',
      'Lustre & Co. Bondi Junction',
      'Lustre & Co. Chatswood',
    ]);
  });

  it('highlights a store’s marker when its result is chosen, and its result when its marker is chosen', async () => {
    renderFinderWithMap();
    const map = await screen.findByRole('region', { name: 'Map of the stores found' });
    const bondiMarker = await within(map).findByRole('button', { name: '2. Lustre & Co. Bondi Junction' });
    const showBondi = within(card('Lustre & Co. Bondi Junction')).getByRole('button', {
      name: 'Show on map: Lustre & Co. Bondi Junction',
    });

    await userEvent.click(showBondi);
    expect(bondiMarker).toHaveAttribute('aria-pressed', 'true');
    expect(showBondi).toHaveAttribute('aria-pressed', 'true');
    expect(within(map).getByRole('link', { name: 'View store: Lustre & Co. Bondi Junction' })).toBeInTheDocument();

    const chatswoodMarker = within(map).getByRole('button', { name: '3. Lustre & Co. Chatswood' });
    act(() => chatswoodMarker.focus());
    await userEvent.keyboard('{Enter}');
    expect(chatswoodMarker).toHaveAttribute('aria-pressed', 'true');
    expect(bondiMarker).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(card('Lustre & Co. Chatswood')).getByRole('button', { name: 'Show on map: Lustre & Co. Chatswood' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(showBondi).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks a store on the map while its result is hovered or focused, and the result while its marker is', async () => {
    renderFinderWithMap();
    const map = await screen.findByRole('region', { name: 'Map of the stores found' });
    const chatswoodMarker = await within(map).findByRole('button', { name: '3. Lustre & Co. Chatswood' });

    await userEvent.hover(card('Lustre & Co. Chatswood'));
    expect(chatswoodMarker).toHaveClass('sf-store-map__marker--highlighted');
    await userEvent.unhover(card('Lustre & Co. Chatswood'));
    expect(chatswoodMarker).not.toHaveClass('sf-store-map__marker--highlighted');

    const chatswoodLink = within(card('Lustre & Co. Chatswood')).getByRole('link', {
      name: 'View store: Lustre & Co. Chatswood',
    });
    act(() => chatswoodLink.focus());
    expect(chatswoodMarker).toHaveClass('sf-store-map__marker--highlighted');

    await userEvent.hover(within(map).getByRole('button', { name: '1. Lustre & Co. Westfield Sydney' }));
    expect(card('Lustre & Co. Westfield Sydney')).toHaveClass('sf-store-card--highlighted');
  });

  it('starts a new search with no store chosen', async () => {
    const { router } = renderFinderWithMap();
    const map = await screen.findByRole('region', { name: 'Map of the stores found' });
    await userEvent.click(await within(map).findByRole('button', { name: '2. Lustre & Co. Bondi Junction' }));
    await act(() => router.navigate('/stores?q=Bondi'));
    expect(await screen.findByRole('button', { name: '2. Lustre & Co. Bondi Junction' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
