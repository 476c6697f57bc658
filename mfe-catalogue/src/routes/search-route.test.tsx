import { listen, type StorefrontEventMap } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, waitFor } from '@testing-library/react';
import {
  buildListAnswer,
  buildProducts,
  buildSearchAnswer,
  withPagePayload,
} from '../features/product-listing/listing-test-data';
import { SEARCH_QUERY_MAX_LENGTH } from '@storefront/validation';
import SearchRoute from './search-route';

describe('the search page', () => {
  it('shows its results at once from the document’s payload, without asking the API again', async () => {
    const restore = withPagePayload('search', '/search?q=pearl', buildSearchAnswer('pearl', { total: 30 }));
    try {
      const { requests } = renderRemotePage(<SearchRoute />, {
        app: 'catalogue',
        path: '/search?q=pearl',
        fetch: { 'GET /api/search': buildSearchAnswer('pearl', { total: 2, items: buildProducts(2) }) },
      });

      expect(await screen.findByText('30 pieces')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(24);
      expect(requests.filter((request) => request.path === '/api/search')).toHaveLength(0);
    } finally {
      restore();
    }
  });

  it('repeats the search query in the results heading and searches for it', async () => {
    const { requests } = renderRemotePage(<SearchRoute />, {
      app: 'catalogue',
      path: '/search?q=pearl',
      fetch: { 'GET /api/search': buildSearchAnswer('pearl', { total: 2, items: buildProducts(2) }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “pearl”' })).toBeInTheDocument();
    expect(await screen.findByText('2 pieces')).toBeInTheDocument();
    expect(requests[0]?.query.get('q')).toBe('pearl');
  });

  it('announces a search once per query with what it found, not again when a filter changes the count', async () => {
    const searches: StorefrontEventMap['storefront:search-performed'][] = [];
    const stopListening = listen('storefront:search-performed', (search) => searches.push(search));
    const { router } = renderRemotePage(<SearchRoute />, {
      app: 'catalogue',
      path: '/search?q=pearl',
      fetch: {
        'GET /api/search': (request) =>
          request.query.get('metal')
            ? buildSearchAnswer('pearl', { total: 1, items: buildProducts(1) })
            : buildSearchAnswer(request.query.get('q') ?? '', { total: 3, items: buildProducts(3) }),
      },
    });
    expect(await screen.findByText('3 pieces')).toBeInTheDocument();
    await act(() => router.navigate('/search?q=pearl&metal=gold'));
    expect(await screen.findByText('1 piece')).toBeInTheDocument();
    await act(() => router.navigate('/search?q=opal'));
    await waitFor(() => expect(searches).toHaveLength(2));
    stopListening();
    expect(searches).toEqual([
      { query: 'pearl', resultCount: 3 },
      { query: 'opal', resultCount: 3 },
    ]);
  });

  it.each([
    ['en-AU', '/search', 'All jewellery', '40 pieces'],
    ['fr-CA', '/fr/search', 'Tous les bijoux', '40 bijoux'],
  ] as const)(
    'without a query (where "Shop all" leads) lists the whole catalogue in %s, to filter and sort there',
    async (locale, path, title, count) => {
      const { requests, router } = renderRemotePage(<SearchRoute />, {
        app: 'catalogue',
        locale,
        path,
        fetch: {
          'GET /api/products': (request) =>
            buildListAnswer({ category: null, total: request.query.get('metal') ? 3 : 40, items: buildProducts(3) }),
        },
      });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByText(count)).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: /Ring number 1\b/ }).length).toBeGreaterThan(0);
      const [first] = requests;
      expect(first?.path).toBe('/api/products');
      expect(first?.query.has('category')).toBe(false);
      expect(first?.query.has('q')).toBe(false);
      expect(requests.filter((request) => request.path === '/api/search')).toEqual([]);

      await act(() => router.navigate(`${path}?metal=white-gold`));
      await waitFor(() => expect(requests.at(-1)?.query.get('metal')).toBe('white-gold'));
      expect(requests.at(-1)?.query.has('category')).toBe(false);
    },
  );

  it.each([
    ['en-AU', 'Your search is too long', 'Your search is too long: please use 100 characters or fewer'],
    ['fr-CA', 'Votre recherche est trop longue', 'Votre recherche est trop longue : utilisez au plus 100 caractères'],
  ] as const)(
    'says in %s that a search longer than the API takes is too long, without asking the API',
    async (locale, title, body) => {
      const query = 'diamond solitaire engagement ring '.repeat(5).trim();
      expect(query.length).toBeGreaterThan(SEARCH_QUERY_MAX_LENGTH);
      const { requests } = renderRemotePage(<SearchRoute />, {
        app: 'catalogue',
        locale,
        path: `/search?q=${encodeURIComponent(query)}`,
        fetch: {
          'GET /api/search/popular': { locale, queries: [{ query: 'pearl earrings', count: 32 }] },
          'GET /api/categories': { categories: [] },
        },
      });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(body)).toBeInTheDocument();
      expect(screen.queryByText(/connection/i)).not.toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'pearl earrings' })).toBeInTheDocument();
      expect(requests.filter((request) => request.path === '/api/search')).toEqual([]);
    },
  );

  it('still searches for a query of exactly the longest length', async () => {
    const query = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH);
    const { requests } = renderRemotePage(<SearchRoute />, {
      app: 'catalogue',
      path: `/search?q=${query}`,
      fetch: { 'GET /api/search': buildSearchAnswer(query, { total: 2, items: buildProducts(2) }) },
    });
    expect(await screen.findByText('2 pieces')).toBeInTheDocument();
    expect(requests[0]?.query.get('q')).toBe(query);
  });
});
