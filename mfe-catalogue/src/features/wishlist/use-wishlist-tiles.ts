import type { ProductTileData } from '@storefront/api-schemas';
import { useIsMember, useLocale } from '@storefront/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchWishlistTiles } from './wishlist-api';

/** A loaded product's tile, or null when the product no longer exists (it is skipped). */
type Entry = ProductTileData | null;

interface Cache {
  /** Locale and member status the tiles were priced for; another key starts afresh. */
  key: string;
  entries: ReadonlyMap<string, Entry>;
}

/** The tiles of the saved pieces, as they load. */
export interface WishlistTiles {
  status: 'pending' | 'success' | 'error';
  /** Tiles of the products that exist, in the order asked. */
  tiles: ProductTileData[];
  retry: () => void;
}

const noEntries: ReadonlyMap<string, Entry> = new Map();

/**
 * Loads the tiles of these products, asking only for ones not loaded yet: removing a piece (or moving it to the bag)
 * does not reload the others, and saving one more loads just that one. Prices follow the locale and member status.
 */
export function useWishlistTiles(productIds: readonly string[]): WishlistTiles {
  const locale = useLocale();
  const member = useIsMember();
  const key = `${locale}|${member ? 'member' : 'guest'}`;
  const [cache, setCache] = useState<Cache>({ key, entries: noEntries });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const entries = cache.key === key ? cache.entries : noEntries;
  const missing = productIds.filter((id) => !entries.has(id)).join(',');
  const request = `${key}|${missing}|${attempt}`;

  useEffect(() => {
    if (missing === '') return;
    const ids = missing.split(',');
    const controller = new AbortController();
    fetchWishlistTiles(ids, controller.signal).then(
      (tiles) => {
        const byId = new Map(tiles.map((tile) => [tile.id, tile]));
        setCache((previous) => {
          const next = new Map(previous.key === key ? previous.entries : noEntries);
          for (const id of ids) next.set(id, byId.get(id) ?? null);
          return { key, entries: next };
        });
      },
      () => {
        if (!controller.signal.aborted) setFailure(request);
      },
    );
    return () => controller.abort();
  }, [key, missing, request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const tiles = productIds.flatMap((id) => entries.get(id) ?? []);
  const status = missing === '' ? 'success' : failure === request ? 'error' : 'pending';
  return { status, tiles, retry };
}
