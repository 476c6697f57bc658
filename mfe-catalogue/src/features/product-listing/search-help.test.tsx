import { renderRemotePage, type FetchTable, type HarnessRouter } from '@storefront/dev-harness/testing';
import type { FakeRequest } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { buildProducts, buildSearchAnswer } from './listing-test-data';
import { ProductListing } from './product-listing';

const popular = {
  locale: 'en-AU',
  queries: [
    { query: 'tennis bracelet', count: 50 },
    { query: 'pearl earrings', count: 32 },
  ],
};
const categories = {
  categories: [
    {
      id: 'earrings',
      name: 'Earrings',
      slug: 'earrings',
      path: 'earrings',
      description: '',
      productCount: 300,
      children: [],
    },
    {
      id: 'engagement-rings',
      name: 'Engagement Rings',
      slug: 'engagement-rings',
      path: 'engagement-rings',
      description: '',
      productCount: 520,
      children: [],
    },
  ],
};

/** The search API: popular searches, the categories and results of 30 pieces unless told. */
function searchApi(search?: FetchTable[string]): FetchTable {
  return {
    'GET /api/search/popular': popular,
    'GET /api/categories': categories,
    'GET /api/search':
      search ??
      ((request: FakeRequest) =>
        buildSearchAnswer(request.query.get('q') ?? '', { total: 30, items: buildProducts(24) })),
  };
}

let router: HarnessRouter;
let requests: FakeRequest[] = [];

function renderAt(url: string, page: ReactNode, fetch: FetchTable = searchApi()) {
  ({ router, requests } = renderRemotePage(page, { app: 'catalogue', path: url, fetch }));
}

describe('search results', () => {
  const searchRequests = () => requests.filter((request) => request.path === '/api/search');

  it('heads the results with the query and the count, offers best match first and filters by category', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=sapphire', <ProductListing target={{ source: 'search', query: 'sapphire' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “sapphire”' })).toBeInTheDocument();
    expect(await screen.findByText('30 pieces')).toHaveAttribute('role', 'status');
    expect(searchRequests()[0]?.query.toString()).toBe('q=sapphire&page=1&pageSize=24');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(document.title).toBe('Results for “sapphire”');

    // Search narrows by category in its own URL rather than leaving for the category page.
    expect(screen.getByRole('link', { name: 'Solitaire (87)' })).toHaveAttribute(
      'href',
      '/search?q=sapphire&category=engagement-rings%2Fsolitaire',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Sapphire (18)' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/search?q=sapphire&stone=sapphire',
    );
    expect(await screen.findByRole('button', { name: 'Remove filter: Sapphire' })).toBeInTheDocument();
    expect(searchRequests().at(-1)?.query.get('stone')).toBe('sapphire');
  });

  it('finds nothing: says so, gives tips, popular searches and top categories', async () => {
    renderAt(
      '/search?q=saphhire',
      <ProductListing target={{ source: 'search', query: 'saphhire' }} />,
      searchApi((request) =>
        buildSearchAnswer(request.query.get('q') ?? '', {
          total: 0,
          items: [],
          alternatives: { didYouMean: ['sapphire'], popular: [], categories: [] },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'No results for “saphhire”' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sapphire' })).toHaveAttribute('href', '/search?q=sapphire');
    const popularSearches = await screen.findByRole('navigation', { name: 'Popular searches' });
    expect(within(popularSearches).getByRole('link', { name: 'tennis bracelet' })).toHaveAttribute(
      'href',
      '/search?q=tennis%20bracelet',
    );
    const topCategories = await screen.findByRole('navigation', { name: 'Shop by category' });
    expect(
      within(topCategories)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/engagement-rings', '/earrings']);
    // No filters to offer when nothing was found.
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });
});
