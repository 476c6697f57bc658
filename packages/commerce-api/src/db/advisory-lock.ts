import { sql } from 'kysely';
import type { Database } from './database';

/*
 * PostgreSQL advisory locks, held by one connection for as long as the work runs: another process's connection
 * waits for it (or is told it is taken), and a process that dies releases it with its connection. The embedded PGlite
 * has one connection, owned by one process: there the work simply runs (holding that connection would stop the work's
 * own queries), as Kysely's migrator does there too.
 */

const keyOf = (name: string) => sql<string>`hashtextextended(${name}, 0)`;

/** One connection for everything (PGlite): nobody else to exclude. */
const ownedByOneProcess = (db: Database) => db.getExecutor().adapter.supportsMultipleConnections === false;

/** Runs `work` while holding the named lock, waiting for a holder in another process to finish first. */
export async function withAdvisoryLock<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  if (ownedByOneProcess(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${keyOf(name)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${keyOf(name)})`.execute(connection);
    }
  });
}

/** Runs `work` while holding the named lock when nobody holds it; `{ ran: false }` when another process does. */
export async function ifAdvisoryLockFree<T>(
  db: Database,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (ownedByOneProcess(db)) return { ran: true, value: await work() };
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${keyOf(name)}) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return { ran: false as const };
    try {
      return { ran: true as const, value: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${keyOf(name)})`.execute(connection);
    }
  });
}
