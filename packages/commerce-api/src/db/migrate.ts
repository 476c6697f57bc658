import { Migrator } from 'kysely/migration';
import type { Database } from './database';
import { migrations } from './migrations';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${detail}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
