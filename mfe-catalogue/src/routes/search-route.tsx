import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ProductListing } from '../features/product-listing/product-listing';

// The prompt (no query yet) is its own chunk: a results page never needs it.
const SearchPrompt = lazy(() =>
  import('../features/product-listing/search-help').then((module) => ({ default: module.SearchPrompt })),
);

/** Search results `/search?q=` (plus the listing's filter, sort and page parameters); a prompt without a query. */
export default function SearchRoute() {
  const [search] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  if (query) return <ProductListing target={{ source: 'search', query }} />;
  return (
    <Suspense fallback={null}>
      <SearchPrompt />
    </Suspense>
  );
}
