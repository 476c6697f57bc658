import { sql } from 'kysely';
import type { Database, DatabaseHandle } from '../db/database';
import type { ContentService } from './content-service';

/** The `NOTIFY` channel a content purge travels on to every API process. */
const CONTENT_PURGE_CHANNEL = 'storefront_content_purge';

/** The most a NOTIFY payload holds (8000 bytes), less room to spare: a longer list purges everything instead. */
const MAX_PAYLOAD = 7900;

/**
 * Tells every API process over this database (this one too) to drop the content built from these entries or assets.
 * Sent after the webhook has purged this process's own cache, so its answer already holds here.
 */
export async function announceContentPurge(db: Database, ids: readonly string[]): Promise<void> {
  const payload = JSON.stringify(ids);
  await sql`select pg_notify(${CONTENT_PURGE_CHANNEL}, ${payload.length > MAX_PAYLOAD ? '"all"' : payload})`.execute(
    db,
  );
}

/**
 * Purges this process's content cache whenever any process announces a purge, and purges all of it when the
 * listening connection comes back after a drop (a purge may have been missed). Resolves to the function that stops.
 */
export function followContentPurges(database: DatabaseHandle, content: ContentService): Promise<() => Promise<void>> {
  return database.listen(
    CONTENT_PURGE_CHANNEL,
    (payload) => {
      const ids: unknown = JSON.parse(payload);
      content.purge(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : 'all');
    },
    () => content.purge('all'),
  );
}
