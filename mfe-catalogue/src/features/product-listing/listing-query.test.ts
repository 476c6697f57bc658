import {
  apiRequest,
  carriedQuery,
  freshRequests,
  hasFilters,
  nextPageRequest,
  readListingParams,
  requestUrl,
  toggleFacetValue,
  viewKey,
  withCategory,
  withoutFilters,
  withPage,
  withPriceRange,
  withSort,
} from './listing-query';

const read = (query: string, source: 'category' | 'search' = 'category') =>
  readListingParams(new URLSearchParams(query), source);

const category = { source: 'category', path: 'engagement-rings' } as const;
const search = { source: 'search', query: 'sapphire' } as const;

describe('readListingParams', () => {
  it('reads facets repeated or comma-separated, the sort, the price range and the page', () => {
    expect(
      read(
        'metal=platinum&metal=18kt-white-gold,platinum&price=1000-5000&minPrice=250&maxPrice=999.5&sort=price-asc&page=3',
      ),
    ).toEqual({
      category: null,
      metal: ['platinum', '18kt-white-gold'],
      stone: [],
      shape: [],
      price: ['1000-5000'],
      minPrice: '250',
      maxPrice: '999.5',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('leaves out what a hand-edited link gets wrong instead of failing the page', () => {
    const params = read('metal=Platinum!&price=cheap&minPrice=abc&maxPrice=-5&sort=random&page=0&category=rings');
    expect(params).toMatchObject({ metal: [], price: [], minPrice: null, maxPrice: null, sort: 'featured', page: 1 });
    // Only search narrows by a category parameter; a category page has its own path.
    expect(params.category).toBeNull();
    expect(read('page=9999').page).toBe(50);
    expect(read('minPrice=500&maxPrice=100')).toMatchObject({ minPrice: '500', maxPrice: null });
  });

  it('defaults search to best match and accepts its category narrowing', () => {
    expect(read('', 'search').sort).toBe('relevance');
    expect(read('sort=relevance', 'category').sort).toBe('featured');
    expect(read('category=engagement-rings/halo', 'search').category).toBe('engagement-rings/halo');
    expect(read('category=../etc', 'search').category).toBeNull();
  });

  it('tells filters apart from the sort and the page', () => {
    expect(hasFilters(read('sort=newest&page=2'))).toBe(false);
    expect(hasFilters(read('shape=oval'))).toBe(true);
    expect(hasFilters(read('maxPrice=300'))).toBe(true);
  });
});

describe('API requests', () => {
  it('sends the category path, the filters and a non-default sort', () => {
    const params = read('metal=platinum&price=over-5000&minPrice=100&sort=newest');
    expect(apiRequest(category, params, 1, 24)).toEqual({
      path: '/products',
      query: {
        category: 'engagement-rings',
        metal: ['platinum'],
        price: ['over-5000'],
        minPrice: '100',
        sort: 'newest',
        page: 1,
        pageSize: 24,
      },
    });
    expect(apiRequest(search, read('sort=relevance', 'search'), 1, 24)).toEqual({
      path: '/search',
      query: { q: 'sapphire', page: 1, pageSize: 24 },
    });
  });

  it('loads the first N pages of a link in one request while they fit, in full pages beyond', () => {
    expect(freshRequests(category, read('page=3')).map((request) => request.query)).toEqual([
      { category: 'engagement-rings', page: 1, pageSize: 72 },
    ]);
    expect(freshRequests(category, read('page=6')).map(({ query }) => [query.page, query.pageSize])).toEqual([
      [1, 96],
      [2, 96],
    ]);
    expect(nextPageRequest(category, read('page=3'), 4).query).toMatchObject({ page: 4, pageSize: 24 });
  });

  it('keys requests stably and views without their page count', () => {
    const a = apiRequest(category, read('metal=platinum&stone=ruby'), 1, 24);
    const b = apiRequest(category, read('stone=ruby&metal=platinum'), 1, 24);
    expect(requestUrl(a)).toBe(requestUrl(b));
    expect(requestUrl(a)).toBe('/products?category=engagement-rings&metal=platinum&page=1&pageSize=24&stone=ruby');
    expect(viewKey(category, read('page=2'))).toBe(viewKey(category, read('page=5')));
    expect(viewKey(category, read('page=2'))).not.toBe(viewKey(category, read('page=2&shape=oval')));
  });
});

describe('URL changes', () => {
  const url = (query: string) => new URLSearchParams(query);

  it('toggles a facet value and starts again from the first page', () => {
    expect(toggleFacetValue(url('q=ring&page=3&metal=platinum'), 'metal', '14kt-rose-gold').toString()).toBe(
      'q=ring&metal=platinum&metal=14kt-rose-gold',
    );
    expect(toggleFacetValue(url('metal=platinum&metal=14kt-rose-gold'), 'metal', 'platinum').toString()).toBe(
      'metal=14kt-rose-gold',
    );
  });

  it('sets or clears the price range, the sort and the search category', () => {
    expect(withPriceRange(url('page=2'), 100, null).toString()).toBe('minPrice=100');
    expect(withPriceRange(url('minPrice=100&maxPrice=200'), null, null).toString()).toBe('');
    expect(withSort(url('sort=newest&page=2'), 'featured', 'category').toString()).toBe('');
    expect(withSort(url(''), 'price-desc', 'search').toString()).toBe('sort=price-desc');
    expect(withCategory(url('q=ring'), 'rings').toString()).toBe('q=ring&category=rings');
  });

  it('clears every filter but keeps the query and the sort', () => {
    expect(
      withoutFilters(
        url('q=ring&metal=platinum&price=100-300&minPrice=5&category=rings&sort=newest&page=4'),
      ).toString(),
    ).toBe('q=ring&sort=newest');
  });

  it('counts pages for "Load more" and carries filters to another category', () => {
    expect(withPage(url('metal=platinum'), 2).toString()).toBe('metal=platinum&page=2');
    expect(withPage(url('page=2'), 1).toString()).toBe('');
    expect(carriedQuery(url('metal=platinum&page=3&sort=newest'))).toBe('?metal=platinum&sort=newest');
    expect(carriedQuery(url('page=3'))).toBe('');
  });
});
