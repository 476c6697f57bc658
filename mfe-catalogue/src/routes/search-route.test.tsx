import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
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
});
