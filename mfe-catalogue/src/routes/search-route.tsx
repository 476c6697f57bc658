import { searchTextOverLimit } from '@storefront/validation';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ProductListing } from '../features/product-listing/product-listing';

// The too-long notice is its own chunk: a results page never needs it.
const SearchTooLong = lazy(() =>
  import('../features/product-listing/search-help').then((module) => ({ default: module.SearchTooLong })),
);

/**
 * Search results `/search?q=` (plus the listing's filter, sort and page parameters); without a query, the whole
 * catalogue with the same filters and sorts (where "Shop all" leads, so it opens on products); and a
 * query longer than the API takes says so, with the limit of the rule the API and the search box share, unasked.
 */
export default function SearchRoute() {
  const [search] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const maxLength = searchTextOverLimit(query);
  if (maxLength !== undefined) {
    return (
      <Suspense fallback={null}>
        <SearchTooLong length={maxLength} />
      </Suspense>
    );
  }
  if (query) return <ProductListing target={{ source: 'search', query }} />;
  return <ProductListing target={{ source: 'category', path: '' }} />;
}
