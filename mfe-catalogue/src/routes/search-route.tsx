import { useSearchParams } from 'react-router';
import { ProductListing } from '../features/product-listing/product-listing';
import { SearchPrompt } from '../features/product-listing/search-help';

/** Search results `/search?q=` (plus the listing's filter, sort and page parameters); a prompt without a query. */
export default function SearchRoute() {
  const [search] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  return query ? <ProductListing target={{ source: 'search', query }} /> : <SearchPrompt />;
}
