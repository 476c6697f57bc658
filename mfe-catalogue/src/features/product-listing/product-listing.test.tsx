import { renderRemotePage, type FetchTable, type HarnessRouter } from '@storefront/dev-harness/testing';
import { problemReply, type FakeRequest } from '@storefront/http/testing';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingAnswer } from './listing-api';
import type { ListingTarget } from './listing-query';
import { buildListAnswer, buildProducts } from './listing-test-data';
import { ProductListing } from './product-listing';

const engagementRings: ListingTarget = { source: 'category', path: 'engagement-rings' };

let router: HarnessRouter;
/** The requests of every render of the test, oldest first. */
let requests: FakeRequest[][] = [];

function renderListing(
  url = '/engagement-rings',
  {
    target = engagementRings,
    fetch = { 'GET /api/products': pagedAnswer(60) },
    queryClient,
  }: { target?: ListingTarget; fetch?: FetchTable; queryClient?: QueryClient } = {},
) {
  const rendered = renderRemotePage(<ProductListing target={target} />, {
    app: 'catalogue',
    path: url,
    fetch,
    queryClient,
  });
  router = rendered.router;
  requests.push(rendered.requests);
  return rendered;
}

const locationText = () => `${router.state.location.pathname}${router.state.location.search}`;

/** Answers the page asked for out of `total` products, like the API. */
function pagedAnswer(total: number, overrides: Partial<ListingAnswer> = {}) {
  return (request: FakeRequest) => {
    const page = Number(request.query.get('page') ?? '1');
    const pageSize = Number(request.query.get('pageSize') ?? '24');
    const first = (page - 1) * pageSize;
    const items = buildProducts(Math.max(0, Math.min(pageSize, total - first)), first + 1);
    return buildListAnswer({ total, items, page, pageSize, ...overrides });
  };
}

describe('ProductListing (category page)', () => {
  const productRequests = () => requests.flat().filter((request) => request.path === '/api/products');
  const lastQuery = () => productRequests().at(-1)?.query;

  beforeEach(() => {
    requests = [];
  });

  it('shows the category from the API: heading, intro, trail, sub-categories, counts and the first row eager', async () => {
    renderListing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Engagement Rings' })).toBeInTheDocument();
    expect(screen.getByText('Certified diamonds, set by hand for the question of a lifetime.')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Engagement Rings')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('60 pieces')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Solitaire (87)' })).toHaveAttribute('href', '/engagement-rings/solitaire');
    expect(screen.getByRole('checkbox', { name: 'Platinum (256)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Under $100 (0)' })).toBeDisabled();
    const tiles = screen.getAllByRole('article');
    expect(tiles).toHaveLength(24);
    const imageOf = (tile: HTMLElement | undefined) => tile?.querySelector('img');
    expect(imageOf(tiles[3])).toHaveAttribute('loading', 'eager');
    expect(imageOf(tiles[4])).toHaveAttribute('loading', 'lazy');
    expect(lastQuery()?.get('category')).toBe('engagement-rings');
    expect(document.title).toBe('Engagement Rings');
  });

  it('puts a chosen metal and price bucket in the URL and the request, and starts from page one', async () => {
    const user = userEvent.setup();
    renderListing('/engagement-rings?page=2');
    await user.click(await screen.findByRole('checkbox', { name: 'Platinum (256)' }));
    expect(locationText()).toBe('/engagement-rings?metal=platinum');
    await waitFor(() => expect(lastQuery()?.getAll('metal')).toEqual(['platinum']));
    expect(screen.getByRole('checkbox', { name: 'Platinum (256)' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '$1,000 – $5,000 (185)' }));
    expect(locationText()).toBe('/engagement-rings?metal=platinum&price=1000-5000');
    await waitFor(() => expect(lastQuery()?.getAll('price')).toEqual(['1000-5000']));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(lastQuery()?.get('pageSize')).toBe('24');
    // The chosen filters show as chips.
    expect(screen.getByRole('button', { name: 'Remove filter: Platinum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: $1,000 – $5,000' })).toBeInTheDocument();
  });

  it('removes one chip, or every filter with "Clear all", keeping the sort', async () => {
    const user = userEvent.setup();
    renderListing('/engagement-rings?metal=platinum&stone=sapphire&minPrice=500&sort=newest');
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Sapphire' }));
    expect(locationText()).toBe('/engagement-rings?metal=platinum&minPrice=500&sort=newest');
    // Focus moves to the chip that took the removed one's place.
    expect(screen.getByRole('button', { name: 'Remove filter: From $500' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(locationText()).toBe('/engagement-rings?sort=newest');
    expect(screen.getByText(/pieces/, { selector: '[role=status]' })).toHaveFocus();
    await waitFor(() =>
      expect(lastQuery()?.toString()).toBe('category=engagement-rings&sort=newest&page=1&pageSize=24'),
    );
    expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
  });

  it('says Invalid amount under a bad price, keeps what was typed and applies nothing', async () => {
    const user = userEvent.setup();
    renderListing();
    const min = await screen.findByRole('textbox', { name: 'Minimum ($)' });
    await user.type(min, '12,50');
    await user.click(screen.getByRole('button', { name: 'Apply price range' }));
    expect(min).toHaveValue('12,50');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription(/Invalid amount/);
    expect(min).toHaveFocus();
    expect(locationText()).toBe('/engagement-rings');

    await user.clear(min);
    await user.type(min, '250');
    await user.type(screen.getByRole('textbox', { name: 'Maximum ($)' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Apply price range' }));
    expect(locationText()).toBe('/engagement-rings?minPrice=250&maxPrice=1000');
    await waitFor(() => expect(lastQuery()?.get('maxPrice')).toBe('1000'));
    expect(screen.getByRole('textbox', { name: 'Minimum ($)' })).toHaveValue('250');
    expect(screen.getByRole('button', { name: 'Remove filter: $250 – $1,000' })).toBeInTheDocument();
  });

  it('refuses a maximum below the minimum', async () => {
    const user = userEvent.setup();
    renderListing();
    await user.type(await screen.findByRole('textbox', { name: 'Minimum ($)' }), '900');
    const max = screen.getByRole('textbox', { name: 'Maximum ($)' });
    await user.type(max, '100');
    await user.click(screen.getByRole('button', { name: 'Apply price range' }));
    expect(max).toHaveAccessibleDescription(/Invalid amount/);
    expect(locationText()).toBe('/engagement-rings');
  });

  it('sorts by price through the URL and the request', async () => {
    const user = userEvent.setup();
    renderListing();
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('featured');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Featured', 'Price: low to high', 'Price: high to low', 'Newest']);
    await user.selectOptions(sort, 'Price: low to high');
    expect(locationText()).toBe('/engagement-rings?sort=price-asc');
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('price-asc'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });

  it('loads the next page on "Load more", appending it, and stops at the last', async () => {
    const user = userEvent.setup();
    renderListing();
    expect(await screen.findByText('Showing 24 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(locationText()).toBe('/engagement-rings?page=2');
    expect(await screen.findByText('Showing 48 of 60')).toBeInTheDocument();
    expect(lastQuery()?.get('page')).toBe('2');
    expect(lastQuery()?.get('pageSize')).toBe('24');
    expect(screen.getAllByRole('article')).toHaveLength(48);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 60 of 60')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(productRequests()).toHaveLength(3);
  });

  it('opens a link to page 3 with pages 1–3 in one request', async () => {
    renderListing('/engagement-rings?page=3');
    expect(await screen.findByText('Showing 60 of 60')).toBeInTheDocument();
    expect(productRequests()).toHaveLength(1);
    expect(lastQuery()?.get('pageSize')).toBe('72');
  });

  it('shows a page it has just shown at once when the shopper comes back, then revalidates it', async () => {
    // One page life: the same data cache.
    const first = renderListing('/engagement-rings?page=2');
    expect(await screen.findByText('Showing 48 of 60')).toBeInTheDocument();
    first.unmount();

    renderListing('/engagement-rings?page=2', { queryClient: first.queryClient });
    // Rendered from memory on the first paint, at full height, without skeletons.
    expect(screen.getAllByRole('article')).toHaveLength(48);
    await waitFor(() => expect(productRequests()).toHaveLength(2));
  });

  it('offers to clear the filters when nothing matches', async () => {
    const user = userEvent.setup();
    renderListing('/engagement-rings?stone=sapphire&shape=pear', {
      fetch: {
        'GET /api/products': (request) =>
          request.query.has('stone') ? buildListAnswer({ total: 0, items: [] }) : pagedAnswer(60)(request),
      },
    });
    expect(await screen.findByRole('heading', { name: 'No pieces match these filters' })).toBeInTheDocument();
    expect(screen.getByText('No pieces')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(locationText()).toBe('/engagement-rings');
    expect(await screen.findByText('Showing 24 of 60')).toBeInTheDocument();
  });

  it('shows a localised error with a retry that loads the page', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderListing('/engagement-rings', {
      fetch: {
        'GET /api/products': (request) => {
          calls += 1;
          return calls <= 2 ? problemReply(503, 'UNAVAILABLE') : pagedAnswer(60)(request);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load these pieces');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 24 of 60')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters and sorts in a drawer on small screens, closed by "Show N results"', async () => {
    const user = userEvent.setup();
    renderListing();
    await screen.findByText('Showing 24 of 60');
    await user.click(screen.getByRole('button', { name: 'Filter and sort' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter and sort' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Oval (39)' }));
    expect(locationText()).toBe('/engagement-rings?shape=oval');
    expect(within(drawer).getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    await user.click(await within(drawer).findByRole('button', { name: 'Show 60 results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filter and sort/ })).toHaveTextContent('1 filter applied');
  });
});
