import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type InsertQueryBuilder,
  type InsertResult,
  type QueryCreator,
  type Selectable,
  type Updateable,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Database } from '../db/database';
import type { BagsTable, DB } from '../db/schema';
import { problems } from '../http/problem';
import { withNewGuestSession } from '../http/session';

/** A bag row as read. */
export type BagRow = Selectable<BagsTable>;

/** The state a shopper loses when their bag moves to another market (prices, tax and delivery no longer apply). */
const marketBoundState = {
  delivery_method: null,
  pickup_store_id: null,
  coupon_code: null,
  shipping_address: null,
  billing_address: null,
  billing_same_as_shipping: false,
  priced: null,
} as const;

/**
 * The request's bag for its market, or null when the shopper has none yet. Members have one bag per market; a
 * guest's one bag (keyed by the session) follows the market they shop in, dropping what depends on the market.
 */
export async function findBag(request: FastifyRequest): Promise<BagRow | null> {
  const { db } = request.server;
  const session = request.session;
  if (!session) return null;
  const { market, currency } = request.localeContext;
  if (session.customerId) {
    const bag = await db
      .selectFrom('bags')
      .selectAll()
      .where('customer_id', '=', session.customerId)
      .where('market', '=', market)
      .executeTakeFirst();
    return bag ?? null;
  }
  const bag = await db.selectFrom('bags').selectAll().where('guest_key', '=', session.tokenHash).executeTakeFirst();
  if (!bag || bag.market === market) return bag ?? null;
  const moved = await db
    .updateTable('bags')
    .set({ ...marketBoundState, market, currency, version: sql<number>`version + 1`, updated_at: new Date() })
    .where('id', '=', bag.id)
    .returningAll()
    .executeTakeFirst();
  await db.deleteFrom('bag_gift_cards').where('bag_id', '=', bag.id).execute();
  return moved ?? null;
}

/** The request's bag, creating the session (guests) and the bag on first use. */
export async function ensureBag(request: FastifyRequest, reply: FastifyReply): Promise<BagRow> {
  const existing = await findBag(request);
  if (existing) return existing;
  const { db } = request.server;
  const { market, currency } = request.localeContext;
  const session = request.session;
  // A new guest: the session and its bag, made by one statement.
  if (!session) {
    return withNewGuestSession(request, reply, (creator, made) =>
      creator.insertInto('bags').values({ guest_key: made.tokenHash, market, currency }).returningAll(),
    );
  }
  // The row the insert made; none when a request of the same shopper made it meanwhile, which is then read.
  const created = session.customerId
    ? await db
        .insertInto('bags')
        .values({ customer_id: session.customerId, market, currency })
        .onConflict((conflict) =>
          conflict.columns(['customer_id', 'market']).where('customer_id', 'is not', null).doNothing(),
        )
        .returningAll()
        .executeTakeFirst()
    : await db
        .insertInto('bags')
        .values({ guest_key: session.tokenHash, market, currency })
        .onConflict((conflict) => conflict.column('guest_key').doNothing())
        .returningAll()
        .executeTakeFirst();
  if (created) return created;
  const bag = await findBag(request);
  if (!bag) throw new Error('bag vanished right after it was created');
  return bag;
}

/**
 * A write to the bag's lines that goes with a change of the bag, made by the same statement as a data-modifying
 * `WITH`: both are made, or neither, with one round trip and no transaction to open.
 */
export type BagLineWrite = (
  db: QueryCreator<DB>,
) =>
  | InsertQueryBuilder<DB, 'bag_lines', InsertResult>
  | UpdateQueryBuilder<DB, 'bag_lines', 'bag_lines', UpdateResult>
  | DeleteQueryBuilder<DB, 'bag_lines', DeleteResult>;

/**
 * Writes `changes` to the bag and records that it changed (its version tells the checkout the shopper's view is
 * stale), with the `writes` to its lines that go with it, in one statement; answers the bag as it now is, which every
 * change then shows the shopper.
 */
export async function touchBag(
  db: Database,
  bagId: string,
  changes: Updateable<BagsTable> = {},
  writes: readonly BagLineWrite[] = [],
): Promise<BagRow> {
  let query: QueryCreator<DB> = db;
  writes.forEach((write, index) => {
    query = query.with(`write_${index}`, write) as unknown as QueryCreator<DB>;
  });
  const bag = await query
    .updateTable('bags')
    .set({ ...changes, version: sql<number>`version + 1`, updated_at: new Date() })
    .where('id', '=', bagId)
    .returningAll()
    .executeTakeFirst();
  if (!bag) throw problems.notFound('This bag no longer exists.');
  return bag;
}
