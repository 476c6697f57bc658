import { productListAnswerSchema, type ProductTileData } from '@storefront/api-schemas';
import { catalogueApi } from '../../lib/catalogue-api-client';

/** The API takes at most this many ids per request (`GET /api/products?ids=`). */
export const IDS_PER_REQUEST = 100;

/**
 * Tiles of the saved products, in the order given (requests of at most 100 ids each). Products that no longer exist
 * are simply absent from the answer. Reads only: mutations go through `toggleWishlist` and `addToBag` in lib.
 */
export async function fetchWishlistTiles(
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<ProductTileData[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < productIds.length; start += IDS_PER_REQUEST) {
    chunks.push(productIds.slice(start, start + IDS_PER_REQUEST));
  }
  const answers = await Promise.all(
    chunks.map((ids) =>
      catalogueApi.get('/products', {
        query: { ids: ids.join(',') },
        schema: productListAnswerSchema,
        ...(signal ? { signal } : {}),
      }),
    ),
  );
  return answers.flatMap((answer) => answer.items);
}

/** Only product ids the API accepts (`p-` and digits); anything else in browser storage cannot be shown. */
export function isProductId(value: string): boolean {
  return /^p-\d{1,12}$/.test(value);
}
