import { invalidateCatalogueIndex } from '../catalogue/catalogue-index';
import type { Database } from '../db/database';
import { invalidateSearchMatches } from '../search/search-engine';
import { invalidatePlaces } from '../stores/place-search';
import { invalidateStoreDirectory } from '../stores/store-directory';

/**
 * Forgets what this process keeps in memory of seeded data (the catalogue read model, full-text answers, the store
 * directory, typed places), so the next request reads the database again: after a re-seed, on its announcement.
 */
export function forgetSeededData(db: Database): void {
  invalidateCatalogueIndex(db);
  invalidateSearchMatches(db);
  invalidateStoreDirectory(db);
  invalidatePlaces(db);
}
