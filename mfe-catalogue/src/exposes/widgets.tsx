import type { RemoteWidgetMap } from '@storefront/contracts';
import { lazy } from 'react';
import { CatalogueMessages } from '../lib/catalogue-messages-provider';
import type { SearchBoxWidgetProps, WishlistGridWidgetProps } from '@storefront/contracts';

const SearchBoxImpl = lazy(() => import('../features/search-box/search-box'));
const WishlistGridImpl = lazy(() => import('../features/wishlist/wishlist-grid'));

function SearchBox(props: SearchBoxWidgetProps) {
  return (
    <CatalogueMessages>
      <SearchBoxImpl {...props} />
    </CatalogueMessages>
  );
}

function WishlistGrid(props: WishlistGridWidgetProps) {
  return (
    <CatalogueMessages>
      <WishlistGridImpl {...props} />
    </CatalogueMessages>
  );
}

/** The catalogue's widgets: the header search box and the wishlist grid the account remote reuses. */
export const widgets: RemoteWidgetMap['catalogue'] = { SearchBox, WishlistGrid };
export const remote = 'catalogue';
