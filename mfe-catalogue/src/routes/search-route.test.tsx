import { listen, type StorefrontEventMap } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { buildProducts, buildSearchAnswer } from '../features/product-listing/listing-test-data';
import SearchRoute from './search-route';

describe('the search page', () => {
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
});
