import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Market } from '../db/schema';
import { hashToken, newToken } from '../http/session';
import { startRecurringPass, type RecurringPass } from '../jobs/recurring-pass';
import { sharedPass } from '../jobs/shared-pass';

/** How long a reservation holds its unit at the store. */
export const RESERVATION_HOLD_DAYS = 3;

/** Reservations one expiry pass releases at most (the next pass takes the rest). */
const EXPIRY_BATCH = 500;

/** Where a reservation stands: holding its unit, or released by the shopper's cancellation or by the lapsed hold. */
export type ReservationStatus = 'held' | 'cancelled' | 'expired';

/** The shop's and the shopper's reference of a reservation: 8 characters of an unambiguous alphabet. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** What a reservation holds, for whom, and until when. */
export interface NewReservation {
  storeId: string;
  sku: string;
  size: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  market: Market;
  locale: string;
}

/** A reservation as made: its row's identity, and the cancellation token (only its hash is stored). */
export interface MadeReservation {
  reference: string;
  holdUntil: Date;
  cancelToken: string;
}

/**
 * Holds one unit of the variant and size at the store: the store's stock loses it in one conditional update (`where
 * quantity > 0`), in the same transaction as the reservation is written, so of any number of shoppers reserving the
 * last unit at once (on any number of connections or API processes) exactly one gets it. Null when none is left.
 */
export async function holdUnit(db: Database, input: NewReservation, now: Date): Promise<MadeReservation | null> {
  const cancelToken = newToken();
  const holdUntil = new Date(now.getTime() + RESERVATION_HOLD_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('store_stock')
      .set({ quantity: sql<number>`quantity - 1` })
      .where('store_id', '=', input.storeId)
      .where('sku', '=', input.sku)
      .where('size', '=', input.size)
      .where('quantity', '>', 0)
      .returning('quantity')
      .executeTakeFirst();
    if (!taken) return null;
    const row = await trx
      .insertInto('store_reservations')
      .values({
        reference: newReference(),
        store_id: input.storeId,
        sku: input.sku,
        size: input.size,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        market: input.market,
        locale: input.locale,
        cancel_token_hash: hashToken(cancelToken),
        hold_until: holdUntil,
        created_at: now,
      })
      .returning('reference')
      .executeTakeFirstOrThrow();
    return { reference: row.reference, holdUntil, cancelToken };
  });
}

interface Shelf {
  store_id: string;
  sku: string;
  size: string;
}

/** Puts released units back on their shelves, in a fixed order (no deadlock between passes and cancellations). */
async function restock(db: Database, shelves: readonly Shelf[]): Promise<void> {
  const sorted = [...shelves].sort(
    (a, b) => a.store_id.localeCompare(b.store_id) || a.sku.localeCompare(b.sku) || a.size.localeCompare(b.size),
  );
  for (const shelf of sorted) {
    await db
      .insertInto('store_stock')
      .values({ store_id: shelf.store_id, sku: shelf.sku, size: shelf.size, quantity: 1 })
      .onConflict((conflict) =>
        conflict.columns(['store_id', 'sku', 'size']).doUpdateSet({ quantity: sql<number>`store_stock.quantity + 1` }),
      )
      .execute();
  }
}

/**
 * Cancels the reservation of an e-mailed token: the first use releases the unit (one conditional update from `held`,
 * in the transaction that restocks it), any later use changes nothing. Answers the reservation's id and status now,
 * or null for a token that is no reservation's.
 */
export async function cancelByToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ id: string; status: ReservationStatus } | null> {
  const tokenHash = hashToken(token);
  return db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('store_reservations')
      .set({ status: 'cancelled', released_at: now })
      .where('cancel_token_hash', '=', tokenHash)
      .where('status', '=', 'held')
      .returning(['id', 'store_id', 'sku', 'size'])
      .executeTakeFirst();
    if (released) {
      await restock(trx, [released]);
      return { id: released.id, status: 'cancelled' as const };
    }
    const known = await trx
      .selectFrom('store_reservations')
      .select(['id', 'status'])
      .where('cancel_token_hash', '=', tokenHash)
      .executeTakeFirst();
    return known ?? null;
  });
}

/**
 * Releases every hold that has lapsed by `now`: each reservation leaves `held` in one conditional update (rows another
 * pass or a cancellation has locked are skipped, not waited for) and its unit goes back in the same transaction, so a
 * unit returns exactly once however many API processes run the pass. Answers how many this pass released.
 */
export async function releaseLapsedReservations(db: Database, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lapsed = await trx
      .updateTable('store_reservations')
      .set({ status: 'expired', released_at: now })
      .where('status', '=', 'held')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('store_reservations')
          .select('id')
          .where('status', '=', 'held')
          .where('hold_until', '<=', now)
          .orderBy('hold_until')
          .limit(EXPIRY_BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['store_id', 'sku', 'size'])
      .execute();
    await restock(trx, lapsed);
    return lapsed.length;
  });
}

/**
 * The expiry job: {@link releaseLapsedReservations} at start and every `intervalSeconds` (0 = only at start), never
 * two passes at once in a process; across processes each unit is released once.
 */
export function startReservationExpiry(
  context: { db: Database; log: Pick<FastifyBaseLogger, 'info' | 'error'>; now?: () => Date },
  options: { intervalSeconds: number },
): RecurringPass<number> {
  const clock = context.now ?? (() => new Date());
  return startRecurringPass(
    async () => {
      const released = await releaseLapsedReservations(context.db, clock());
      if (released > 0) context.log.info({ released }, 'lapsed store reservations released');
      return released;
    },
    {
      intervalSeconds: options.intervalSeconds,
      log: context.log,
      failure: 'store reservation expiry pass failed',
      shared: sharedPass(context.db, 'reservation-expiry', options.intervalSeconds),
    },
  );
}
