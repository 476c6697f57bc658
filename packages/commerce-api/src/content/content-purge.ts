import { sql } from 'kysely';
import type { Database, DatabaseHandle } from '../db/database';
import type { ContentService } from './content-service';

/**
 * The `NOTIFY` channel purges travel on to every API process: of content entries (the webhook), and of everything a
 * process derived from seeded data (a re-seed). One channel, so each process keeps one listening connection.
 */
const PURGE_CHANNEL = 'storefront_content_purge';

/** The payload of a re-seed. A process older than it reads a string that is no list of ids: it purges all content. */
const RESEEDED = '"reseeded"';

/** The most a NOTIFY payload holds (8000 bytes), less room to spare: a longer list purges everything instead. */
const MAX_PAYLOAD = 7900;

/**
 * Tells every API process over this database (this one too) to drop the content built from these entries or assets.
 * Sent after the webhook has purged this process's own cache, so its answer already holds here.
 */
export async function announceContentPurge(db: Database, ids: readonly string[]): Promise<void> {
  const payload = JSON.stringify(ids);
  await sql`select pg_notify(${PURGE_CHANNEL}, ${payload.length > MAX_PAYLOAD ? '"all"' : payload})`.execute(db);
}

/**
 * Tells every API process over this database that it was seeded again (`npm run seed -- --force`): each drops its
 * catalogue read model, search, store and place caches and micro-cached answers at once, not after their TTLs.
 */
export async function announceReseed(db: Database): Promise<void> {
  await sql`select pg_notify(${PURGE_CHANNEL}, ${RESEEDED})`.execute(db);
}

/** What a process drops when a purge reaches it. */
export interface PurgeTargets {
  content: ContentService;
  /** Forgets everything derived from seeded data. */
  reseeded: () => void;
}

/**
 * Purges this process's caches whenever any process announces a purge or a re-seed, and all of them when the
 * listening connection comes back after a drop (an announcement may have been missed). Resolves to the function
 * that stops.
 */
export function followPurges(database: DatabaseHandle, targets: PurgeTargets): Promise<() => Promise<void>> {
  return database.listen(
    PURGE_CHANNEL,
    (payload) => {
      if (payload === RESEEDED) return targets.reseeded();
      const ids: unknown = JSON.parse(payload);
      targets.content.purge(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : 'all');
    },
    () => {
      targets.content.purge('all');
      targets.reseeded();
    },
  );
}
