import type { ProductTileData } from '@storefront/api-schemas';
import { useIsMember, useLocale } from '@storefront/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchWishlistTiles, type SavedPiece } from './wishlist-api';

/** The tiles of the saved pieces, as they load. */
export interface WishlistTiles {
  status: 'pending' | 'success' | 'error';
  /** Tiles of the products that exist, in the order asked. */
  tiles: ProductTileData[];
  retry: () => void;
}

/**
 * Loads the tiles of these saved pieces, each as its saved variant, asking in one request only for the ones not loaded
 * yet: removing a piece (or moving it to the bag) does not reload the others, and saving one more loads just that one.
 * Each tile is cached on its own, by product and saved variant (null when the product no longer exists: it is
 * skipped). Prices follow the locale and member status.
 */
export function useWishlistTiles(pieces: readonly SavedPiece[]): WishlistTiles {
  const client = useQueryClient();
  const locale = useLocale();
  const member = useIsMember();
  const tileKey = (piece: SavedPiece) =>
    ['catalogue', 'wishlist-tile', locale, member, piece.productId, piece.sku ?? ''] as const;
  const missing = pieces.filter((piece) => client.getQueryData(tileKey(piece)) === undefined);

  const batch = useQuery({
    queryKey: [
      'catalogue',
      'wishlist-tiles',
      locale,
      member,
      missing.map((piece) => `${piece.productId}:${piece.sku ?? ''}`).join(','),
    ],
    queryFn: async ({ signal }) => {
      const tiles = await fetchWishlistTiles(missing, signal);
      const byId = new Map(tiles.map((tile) => [tile.id, tile]));
      for (const piece of missing) {
        client.setQueryData<ProductTileData | null>(tileKey(piece), byId.get(piece.productId) ?? null);
      }
      return missing.length;
    },
    enabled: missing.length > 0,
  });

  const { refetch } = batch;
  const retry = useCallback(() => void refetch(), [refetch]);
  const tiles = pieces.flatMap((piece) => client.getQueryData<ProductTileData | null>(tileKey(piece)) ?? []);
  const status = missing.length === 0 ? 'success' : batch.isError && !batch.isFetching ? 'error' : 'pending';
  return { status, tiles, retry };
}
