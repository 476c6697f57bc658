import path from 'node:path';
import { loadConfig } from '../config';
import { announceReseed } from '../content/content-purge';
import { openDatabase } from '../db/database';
import { withAdvisoryLock } from '../db/advisory-lock';
import { migrateToLatest } from '../db/migrate';
import { PREPARE_LOCK } from '../db/prepare-database';
import { isSeeded, seedDatabase } from './index';

/** `npm run seed [-- --force]`: migrates and seeds the configured database (`--force` wipes the demo data first). */
const config = loadConfig(process.env, path.resolve(import.meta.dirname, '../../.data/pglite'));
const force = process.argv.includes('--force');
const database = await openDatabase(config);
try {
  // The lock API processes take when they start, so a seed never runs beside their migrations or first-start seed.
  await withAdvisoryLock(database.db, PREPARE_LOCK, async () => {
    await migrateToLatest(database.db);
    if ((await isSeeded(database.db)) && !force) {
      console.log('Already seeded; run `npm run seed -- --force` to rebuild the demo data.');
    } else {
      if (force) await resetData(database);
      const started = Date.now();
      await seedDatabase(database.db);
      // API processes already serving drop what they read from the data before, at once.
      await announceReseed(database.db);
      console.log(`Seeded the demo business in ${Date.now() - started} ms (${database.engine}).`);
    }
  });
} finally {
  await database.close();
}

async function resetData(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const { sql } = await import('kysely');
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(
    database.db,
  );
  const names = tables.rows.map((row) => `"${row.tablename}"`).join(', ');
  if (names) await sql.raw(`truncate ${names} restart identity cascade`).execute(database.db);
}
