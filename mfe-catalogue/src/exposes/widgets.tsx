import type { RemoteWidgetMap } from '@storefront/contracts';
import { lazy } from 'react';
import { CatalogueProviders } from '../lib/catalogue-providers';
import type { SearchBoxWidgetProps, WishlistGridWidgetProps } from '@storefront/contracts';

const SearchBoxImpl = lazy(() => import('../features/search-box/search-box'));
const WishlistGridImpl = lazy(() => import('../features/wishlist/wishlist-grid'));

function SearchBox(props: SearchBoxWidgetProps) {
  return (
    <CatalogueProviders>
      <SearchBoxImpl {...props} />
    </CatalogueProviders>
  );
}

function WishlistGrid(props: WishlistGridWidgetProps) {
  return (
    <CatalogueProviders>
      <WishlistGridImpl {...props} />
    </CatalogueProviders>
  );
}

/** The catalogue's widgets: the header search box and the wishlist grid the account remote reuses. */
export const widgets: RemoteWidgetMap['catalogue'] = { SearchBox, WishlistGrid };
export const remote = 'catalogue';
