import { announce, getWishlistItems, getWishlistOwner, wishlistAdded, wishlistRemoved } from '@storefront/contracts';
import { catalogueApi } from './catalogue-api-client';

/**
 * Saves or unsaves a product. A guest's list stays in this browser (30 days, SPEC §4); a member's goes to the
 * account API first, and the shared store changes only once the API agreed. Refreshes: the wishlist store. An add is
 * announced to the other remotes (`storefront:wishlist-item-added`, which the engagement remote logs).
 */
export async function toggleWishlist(productId: string, sku?: string): Promise<'added' | 'removed'> {
  const saved = getWishlistItems().some((item) => item.productId === productId);
  if (getWishlistOwner() === 'member') {
    const path = `/wishlist/items/${encodeURIComponent(productId)}`;
    if (saved) await catalogueApi.delete(path);
    else await catalogueApi.put(path, { body: sku ? { sku } : {} });
  }
  if (saved) {
    wishlistRemoved(productId);
  } else {
    wishlistAdded(productId, sku);
    announce('storefront:wishlist-item-added', { productId, ...(sku ? { sku } : {}) });
  }
  return saved ? 'removed' : 'added';
}
