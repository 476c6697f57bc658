import { renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreSearch } from '../lib/store-builders';
import StoreFinderRoute from './store-finder-route';

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/** The browser's geolocation as a test sets it: what happens when the page asks for the position. */
function mockGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void): jest.Mock {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) =>
    answer(success, failure ?? (() => undefined)),
  );
  const geolocation: Geolocation = { getCurrentPosition };
  Object.defineProperty(globalThis.navigator, 'geolocation', { value: geolocation, configurable: true });
  return getCurrentPosition;
}

const positionError = (code: number) =>
  ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

afterEach(() => {
  Reflect.deleteProperty(globalThis.navigator, 'geolocation');
});

function renderFinder(path = '/stores', search: FetchTable[string] = buildStoreSearch()) {
  return renderRemotePage(<StoreFinderRoute />, {
    app: 'stores',
    path,
    fetch: { 'GET /api/stores/search': search },
  });
}

describe('the store finder', () => {
  it('offers a labelled location search and asks for a location when it is empty', async () => {
    const { requests } = renderFinder();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a store' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const search = screen.getByRole('search', { name: 'Store search' });
    const location = within(search).getByRole('textbox', { name: /Postcode, suburb or city/ });
    expect(location).toBeRequired();
    await userEvent.click(within(search).getByRole('button', { name: 'Find stores' }));
    expect(location).toHaveAccessibleDescription(/Please enter location/);
    expect(location).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('searches a typed place, puts it in the address and lists the stores nearest first', async () => {
    const { router, requests } = renderFinder();
    await userEvent.type(screen.getByRole('textbox', { name: /Postcode, suburb or city/ }), 'Sydney');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores' }));

    expect(await screen.findByText('2 stores near Sydney 2000, nearest first')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=Sydney');
    expect(requests.at(-1)?.query.get('q')).toBe('Sydney');

    const results = screen.getByRole('region', { name: 'Stores found' });
    const cards = within(results).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Lustre & Co. Westfield Sydney',
      'Lustre & Co. Bondi Junction',
    ]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('0.4 km away')).toBeInTheDocument();
    expect(within(first).getByText('Open now')).toBeInTheDocument();
    expect(within(first).getByText('Closes at 5:30 pm')).toBeInTheDocument();
    expect(within(first).getByText('Today: 9:00 am – 5:30 pm')).toBeInTheDocument();
    expect(within(first).getByText('Shop 4012, Level 4, Westfield Sydney')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View store: Lustre & Co. Westfield Sydney' })).toHaveAttribute(
      'href',
      '/stores/sydney-westfield-sydney',
    );
    expect(within(second).getByText('Closed now')).toBeInTheDocument();
    expect(within(second).getByText('Today: Closed')).toBeInTheDocument();
    expect(within(second).getByText('Special hours today: Christmas Day')).toBeInTheDocument();
  });

  it('runs the search the address names, with the place in the field', async () => {
    const { requests } = renderFinder('/stores?q=2000');
    expect(await screen.findByRole('region', { name: 'Stores found' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Postcode, suburb or city/ })).toHaveValue('2000');
    expect(requests[0]?.query.get('q')).toBe('2000');
  });

  it('says the place is not one it knows, on the field, keeping what was typed', async () => {
    renderFinder('/stores?q=Atlantis', { query: 'Atlantis', place: null, stores: [], code: 'LOCATION_NOT_FOUND' });
    const location = screen.getByRole('textbox', { name: /Postcode, suburb or city/ });
    expect(
      await screen.findByText('Please enter a valid postcode, suburb or city', { selector: '*' }),
    ).toBeInTheDocument();
    expect(location).toHaveAccessibleDescription(/Please enter a valid postcode, suburb or city/);
    expect(location).toHaveValue('Atlantis');
    expect(screen.queryByRole('region', { name: 'Stores found' })).not.toBeInTheDocument();
  });

  it('says there are no results when no store is near the place', async () => {
    renderFinder('/stores?q=Broome', buildStoreSearch({ query: 'Broome', stores: [] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No results' })).toBeInTheDocument();
  });

  it('searches from the browser’s position once the shopper allows it, and puts it in the address', async () => {
    const locate = mockGeolocation((success) =>
      success({ coords: { latitude: -33.868812, longitude: 151.209295 } } as GeolocationPosition),
    );
    const { router, requests } = renderFinder(
      '/stores',
      buildStoreSearch({ query: null, place: { ...buildStoreSearch().place!, match: 'coordinates' } }),
    );
    expect(locate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('2 stores near you, nearest first')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?near=${encodeURIComponent('-33.8688,151.2093')}`);
    expect(requests.at(-1)?.query.get('lat')).toBe('-33.8688');
    expect(requests.at(-1)?.query.get('lng')).toBe('151.2093');
  });

  it('says so when the shopper refuses their position, or it cannot be found', async () => {
    const denied = positionError(1);
    let failWith = denied;
    mockGeolocation((_success, failure) => failure(failWith));
    const { requests } = renderFinder();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have not allowed this site to use your location. Enter a postcode, suburb or city instead.',
    );
    failWith = positionError(2);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('status')).toHaveTextContent('We couldn’t find your location.');
    expect(requests).toEqual([]);
  });

  it('offers to search again when the stores cannot be searched', async () => {
    let fail = true;
    renderFinder('/stores?q=Sydney', () => (fail ? problemReply(503, 'UNAVAILABLE') : buildStoreSearch()));
    expect(await screen.findByText('We couldn’t search our stores just now.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Stores found' })).toBeInTheDocument();
  });
});
