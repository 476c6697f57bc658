import type { ProductTileData } from '@storefront/api-schemas';
import { useIsMember, useLocale } from '@storefront/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchWishlistTiles } from './wishlist-api';

/** The tiles of the saved pieces, as they load. */
export interface WishlistTiles {
  status: 'pending' | 'success' | 'error';
  /** Tiles of the products that exist, in the order asked. */
  tiles: ProductTileData[];
  retry: () => void;
}

/**
 * Loads the tiles of these products, asking in one request only for the ones not loaded yet: removing a piece (or
 * moving it to the bag) does not reload the others, and saving one more loads just that one. Each tile is cached on
 * its own (null when the product no longer exists: it is skipped). Prices follow the locale and member status.
 */
export function useWishlistTiles(productIds: readonly string[]): WishlistTiles {
  const client = useQueryClient();
  const locale = useLocale();
  const member = useIsMember();
  const tileKey = (id: string) => ['catalogue', 'wishlist-tile', locale, member, id] as const;
  const missing = productIds.filter((id) => client.getQueryData(tileKey(id)) === undefined);

  const batch = useQuery({
    queryKey: ['catalogue', 'wishlist-tiles', locale, member, missing.join(',')],
    queryFn: async ({ signal }) => {
      const tiles = await fetchWishlistTiles(missing, signal);
      const byId = new Map(tiles.map((tile) => [tile.id, tile]));
      for (const id of missing) client.setQueryData<ProductTileData | null>(tileKey(id), byId.get(id) ?? null);
      return missing.length;
    },
    enabled: missing.length > 0,
  });

  const { refetch } = batch;
  const retry = useCallback(() => void refetch(), [refetch]);
  const tiles = productIds.flatMap((id) => client.getQueryData<ProductTileData | null>(tileKey(id)) ?? []);
  const status = missing.length === 0 ? 'success' : batch.isError && !batch.isFetching ? 'error' : 'pending';
  return { status, tiles, retry };
}
