import { ownConnectionOf, type Database, type OwnConnection } from './database';

/*
 * PostgreSQL advisory locks, held for as long as the work runs by a connection of their own, outside the pool the
 * work's queries use (so a lock never holds one of the work's connections: with a lock on a pooled connection, a pool
 * no larger than the jobs starting at once ran dry and every query waited forever). Another process waits for the lock
 * (or is told it is taken), and a process that dies releases it with its connection. The embedded PGlite has one
 * connection, owned by one process: there the work simply runs, as Kysely's migrator does there too.
 */

const LOCK = 'select pg_advisory_lock(hashtextextended($1, 0))';
const TRY_LOCK = 'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked';
const UNLOCK = 'select pg_advisory_unlock(hashtextextended($1, 0))';

/** How `db` opens a lock's connection; undefined on the embedded PGlite, where the work simply runs. */
function lockConnections(db: Database): (() => Promise<OwnConnection>) | undefined {
  const open = ownConnectionOf(db);
  if (!open && db.getExecutor().adapter.supportsMultipleConnections !== false) {
    // A server's database not opened by openDatabase (a Kysely of its own): running unlocked would let two processes in.
    throw new Error('Advisory locks need a database opened by openDatabase');
  }
  return open;
}

async function onOwnConnection<T>(
  open: () => Promise<OwnConnection>,
  use: (connection: OwnConnection) => Promise<T>,
): Promise<T> {
  const connection = await open();
  try {
    return await use(connection);
  } finally {
    await connection.end();
  }
}

/** Runs `work` while holding the named lock, waiting for a holder in another process to finish first. */
export async function withAdvisoryLock<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  const open = lockConnections(db);
  if (!open) return work();
  return onOwnConnection(open, async (connection) => {
    await connection.query(LOCK, [name]);
    try {
      return await work();
    } finally {
      await connection.query(UNLOCK, [name]);
    }
  });
}

/** Runs `work` while holding the named lock when nobody holds it; `{ ran: false }` when another process does. */
export async function ifAdvisoryLockFree<T>(
  db: Database,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const open = lockConnections(db);
  if (!open) return { ran: true, value: await work() };
  return onOwnConnection(open, async (connection) => {
    const [row] = await connection.query<{ locked: boolean }>(TRY_LOCK, [name]);
    if (!row?.locked) return { ran: false as const };
    try {
      return { ran: true as const, value: await work() };
    } finally {
      await connection.query(UNLOCK, [name]);
    }
  });
}
