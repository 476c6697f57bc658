import type { RemoteRouteProps } from '@storefront/contracts';
import { ProductListing } from '../features/product-listing/product-listing';

/** A category page (reached through the catch-all when the slug resolver says it is a category). */
export default function ProductListRoute({ params }: RemoteRouteProps) {
  return <ProductListing target={{ source: 'category', path: params.slug ?? '' }} />;
}
