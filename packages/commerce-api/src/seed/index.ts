import { sql } from 'kysely';
import { seedCatalogue } from '../catalogue/seed';
import { seedCheckout } from '../checkout/seed';
import type { Database } from '../db/database';
import { seedFinancing } from '../financing/seed';
import { seedCustomers } from '../identity/seed';
import { seedOrders } from '../orders/seed';
import { seedRewards } from '../rewards/seed';
import { seedStores } from '../stores/seed';
import { seedRandom, type SeedContext } from './context';

/** The seeders in dependency order: products before stock in stores, customers before their orders. */
const seeders: ReadonlyArray<[string, (context: SeedContext) => Promise<void>]> = [
  ['catalogue', seedCatalogue],
  ['stores', seedStores],
  ['identity', seedCustomers],
  ['checkout', seedCheckout],
  ['financing', seedFinancing],
  ['orders', seedOrders],
  ['rewards', seedRewards],
];

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Whether the demo business is already there (the first start seeds, later starts keep what is there). */
export async function isSeeded(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirst();
  return (row?.count ?? 0) > 0;
}

/**
 * Builds the demo business in one transaction: all of it or nothing. Deterministic for a given day; dates such as
 * "expired" or "valid for 30 days" are relative to `today`.
 */
export async function seedDatabase(db: Database, options: { today?: Date } = {}): Promise<void> {
  const today = startOfUtcDay(options.today ?? new Date());
  await db.transaction().execute(async (trx) => {
    for (const [domain, seed] of seeders) await seed({ trx, random: seedRandom(domain), today });
  });
  // Fresh planner statistics: PGlite has no autovacuum daemon, and without them lookups by key become full scans.
  await sql`analyze`.execute(db);
}
