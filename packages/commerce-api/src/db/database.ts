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
  /**
   * Follows a `NOTIFY` channel (lower case) on a connection of its own: `onMessage` gets each payload, from this
   * process or any other; `onGap` runs when the connection came back after a drop (messages may have been missed).
   * Resolves once listening, to the function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
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

/** A connection to a server outside its pool, and what ends it. */
export interface OwnConnection {
  /** Runs one statement (text with `$1`… and its values) and answers its rows. */
  query<Row>(text: string, values: unknown[]): Promise<Row[]>;
  end(): Promise<void>;
}

/** How each server database opens a connection outside its pool (none for the embedded PGlite). */
const ownConnections = new WeakMap<Database, () => Promise<OwnConnection>>();

/**
 * Opens a connection to `db`'s server outside its pool, or undefined for the embedded PGlite (one connection, one
 * process). Advisory locks are held on one (advisory-lock.ts): a lock held on a pooled connection while its work ran
 * on the pool took two of the pool's connections, and with one job per connection at a process's start the pool ran
 * dry and every query waited forever (a pool of 3: three jobs).
 */
export function ownConnectionOf(db: Database): (() => Promise<OwnConnection>) | undefined {
  return ownConnections.get(db);
}

async function connectionOfItsOwn(databaseUrl: string): Promise<OwnConnection> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection the server drops while a lock is held lets go of the lock there; it must not stop the process.
  client.on('error', (error) => console.warn(`PostgreSQL dropped a lock's connection: ${error.message}`));
  await client.connect();
  return {
    query: async <Row>(text: string, values: unknown[]) => (await client.query(text, values)).rows as Row[],
    end: () => client.end().catch(() => undefined),
  };
}

/** Opens the database: a PostgreSQL server when a URL is given, else the embedded PGlite. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const prepared = preparedStatementNames();
    pool.on('connect', (client) => prepareOnConnection(client, prepared));
    // An idle connection the server drops (restart, failover, admin) is replaced on the next query; without a
    // listener, pg would raise it as an uncaught error and stop the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const databaseUrl = options.databaseUrl;
    ownConnections.set(db, () => connectionOfItsOwn(databaseUrl));
    return {
      db,
      engine: 'postgres',
      close: () => db.destroy(),
      listen: (channel, onMessage, onGap) => listenOnServer(databaseUrl, channel, onMessage, onGap),
    };
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
    // One process owns an embedded database, and PGlite delivers its own NOTIFY to its listeners.
    listen: async (channel, onMessage) => {
      const stop = await pglite.listen(channel, onMessage);
      return () => stop();
    },
    snapshot: async () => pglite.dumpDataDir('gzip'),
  };
}

/**
 * How many statement texts one process prepares by name. A server connection keeps each prepared statement (its parse
 * tree and cached plan) until it closes, so the count is bounded; the store's queries are a few hundred shapes, and a
 * text past the bound (an `in (…)` list of a length not seen before, say) is parsed and planned on each run, as before.
 */
export const PREPARED_STATEMENTS_MAX = 500;

/** The name of each statement text prepared so far in this process (the same name on every connection). */
function preparedStatementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined || names.size >= PREPARED_STATEMENTS_MAX) return known;
    const name = `storefront_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

/**
 * Runs every statement with parameters on this connection as a named prepared statement: PostgreSQL parses it once per
 * connection and, after its fifth run, plans it once (a generic plan) instead of on every call, which is most of the
 * database's CPU for the store's short statements (a page's stock by an array of 200 SKUs plans in about 1 ms and runs
 * in 0.6). Statements without parameters (`begin`, `commit`, migrations' DDL) run as before. Kysely's driver calls
 * `query(text, parameters)`; pg keeps which names each connection has prepared, and forgets one whose parse failed.
 *
 * A migration another process runs while this one serves (a rolling deploy) can change the rows a prepared statement
 * answers (`select *` of a table that gained a column); PostgreSQL then refuses the statement on every connection that
 * prepared it. That statement then runs once more unprepared, and from then on unprepared on this connection, so it
 * answers; only in a transaction, which the refusal has already ended, does the caller get the refusal, once.
 */
function prepareOnConnection(client: pg.PoolClient, nameOf: (text: string) => string | undefined): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  const outdated = new Set<string>();
  client.query = ((config: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && rest.length === 0) {
      const name = nameOf(config);
      if (name !== undefined && !outdated.has(name)) {
        return query({ name, text: config, values }).catch(async (error: unknown) => {
          if (!isOutdatedPlan(error)) throw error;
          outdated.add(name);
          return query(config, values).catch(() => Promise.reject(error));
        });
      }
    }
    return (query as (...args: unknown[]) => unknown)(config, values, ...rest);
  }) as typeof client.query;
}

/** PostgreSQL's refusal of a prepared statement whose answer's columns a schema change altered. */
function isOutdatedPlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  );
}

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

async function listenOnServer(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const retryLater = (why: string) => {
    client?.end().catch(() => undefined);
    client = null;
    if (stopped || retry) return;
    console.warn(`The ${channel} listener lost its connection (${why}); listening again in 1 s.`);
    retry = setTimeout(() => {
      retry = null;
      connect().then(onGap, (error: unknown) => retryLater(String(error)));
    }, RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      if (client === next) retryLater(error.message);
    });
    next.on('end', () => {
      if (client === next) retryLater('closed');
    });
    client = next;
    await next.connect();
    await next.query(`listen ${channel}`);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
