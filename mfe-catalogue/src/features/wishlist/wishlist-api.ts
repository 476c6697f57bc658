import { productListAnswerSchema, type ProductTileData } from '@storefront/api-schemas';
import { catalogueApi } from '../../lib/catalogue-api-client';

/** The API takes at most this many ids per request (`GET /api/products?ids=`). */
export const IDS_PER_REQUEST = 100;

/** A saved piece: the product, and the variant the shopper saved if they chose one. */
export interface SavedPiece {
  productId: string;
  sku?: string | undefined;
}

/**
 * Tiles of the saved products, in the order given (requests of at most 100 each), each shown as its saved variant
 * (that metal's image, its sku and price). Products that no longer exist are simply absent from the answer. Reads
 * only: mutations go through `toggleWishlist` and `addToBag` in lib.
 */
export async function fetchWishlistTiles(
  pieces: readonly SavedPiece[],
  signal?: AbortSignal,
): Promise<ProductTileData[]> {
  const chunks: SavedPiece[][] = [];
  for (let start = 0; start < pieces.length; start += IDS_PER_REQUEST) {
    chunks.push(pieces.slice(start, start + IDS_PER_REQUEST));
  }
  const answers = await Promise.all(
    chunks.map((chunk) => {
      const skus = chunk.flatMap((piece) => (piece.sku ? [piece.sku] : []));
      return catalogueApi.get('/products', {
        query: {
          ids: chunk.map((piece) => piece.productId).join(','),
          ...(skus.length > 0 ? { skus: skus.join(',') } : {}),
        },
        schema: productListAnswerSchema,
        ...(signal ? { signal } : {}),
      });
    }),
  );
  return answers.flatMap((answer) => answer.items);
}

/** Only product ids the API accepts (`p-` and digits); anything else in browser storage cannot be shown. */
export function isProductId(value: string): boolean {
  return /^p-\d{1,12}$/.test(value);
}
