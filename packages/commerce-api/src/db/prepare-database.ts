import type { Database } from './database';
import { withAdvisoryLock } from './advisory-lock';
import { migrateToLatest } from './migrate';
import { isSeeded, seedDatabase } from '../seed/index';

/** The lock every API process and `npm run seed` take around migrating and seeding. */
export const PREPARE_LOCK = 'storefront:migrate-and-seed';

/** What {@link prepareDatabase} did: the migrations this process applied, and whether it seeded. */
export interface Prepared {
  migrated: string[];
  seeded: boolean;
}

/**
 * Migrates to the latest schema and, when `seed` is `'if-empty'` and the database has no demo data, seeds it: under one
 * advisory lock, so API processes started together apply each migration and the seed once (the first one does the
 * work; the others wait for it, then find nothing left to do).
 */
export async function prepareDatabase(
  db: Database,
  options: { seed: 'if-empty' | 'never'; onSeeding?: () => void },
): Promise<Prepared> {
  return withAdvisoryLock(db, PREPARE_LOCK, async () => {
    const migrated = await migrateToLatest(db);
    if (options.seed === 'never' || (await isSeeded(db))) return { migrated, seeded: false };
    options.onSeeding?.();
    await seedDatabase(db);
    return { migrated, seeded: true };
  });
}
