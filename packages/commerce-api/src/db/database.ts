import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  /** `pglite` (embedded, one connection) or `postgres` (a server, pooled). */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's data directory as a gzipped tarball (test snapshots); absent on a server. */
  snapshot?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…`: a PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** Embedded data directory, or `memory://`. */
  pgliteDataDir?: string;
  /** A `dumpDataDir()` tarball to start the embedded database from (tests start seeded in milliseconds). */
  pgliteSnapshot?: Blob | File;
  /** Pool size against a server. */
  poolSize?: number;
}

// Counts and sums come back as JavaScript numbers; money is held in integer cents so nothing overflows.
pg.types.setTypeParser(20, (value) => Number(value)); // int8
pg.types.setTypeParser(1700, (value) => Number(value)); // numeric
// A calendar date stays the 'YYYY-MM-DD' it is (as `schema.ts` types it), never a Date at midnight in some zone.
pg.types.setTypeParser(1082, (value) => value);

/** Opens the database: a PostgreSQL server when a URL is given, else the embedded PGlite. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, admin) is replaced on the next query; without a
    // listener, pg would raise it as an uncaught error and stop the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    parsers: {
      20: (value: string) => Number(value),
      1700: (value: string) => Number(value),
      1082: (value: string) => value,
    },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    engine: 'pglite',
    close: () => db.destroy(),
    snapshot: async () => pglite.dumpDataDir('gzip'),
  };
}
