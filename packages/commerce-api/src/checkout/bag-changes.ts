import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { calendarNowOf } from '../calendar/calendar-clock';
import type { Database } from '../db/database';
import type { BagChange, BagPricedSnapshot } from '../db/schema';
import type { PricedBag, PricingContext } from './totals';

/**
 * The pricing context of a request: its market, language, member or not, the dispatch preferences, and the instant its
 * dates count from (the development clock's, when it applies).
 */
export async function pricingContextOf(request: FastifyRequest): Promise<PricingContext> {
  const { market, currency, language, locale } = request.localeContext;
  const site = await request.server.content.sitePreferences(locale);
  return {
    market,
    currency,
    language,
    customerId: request.session?.customerId ?? null,
    preferences: {
      standardDispatchTime: site.standardDispatchTime,
      resizeEngravingDelayTime: site.resizeEngravingDelayTime,
    },
    calendarNow: calendarNowOf(request),
  };
}

function snapshotOf(priced: PricedBag): BagPricedSnapshot {
  const lines: BagPricedSnapshot['lines'] = {};
  for (const line of priced.lines) {
    lines[line.id] = {
      unitCents: line.unitCents,
      available: !line.exceedsStock && !line.unpriced,
      quantity: line.quantity,
    };
  }
  return { lines, deliveryMethod: priced.deliveryMethod?.id ?? null, totalCents: priced.summary.totalCents };
}

function diff(before: BagPricedSnapshot, after: BagPricedSnapshot, priced: PricedBag): BagChange[] {
  const changes: BagChange[] = [];
  for (const line of priced.lines) {
    const was = before.lines[line.id];
    if (!was) continue;
    if (was.unitCents !== line.unitCents && was.quantity === line.quantity) {
      changes.push({
        kind: 'price_changed',
        lineId: line.id,
        sku: line.sku,
        fromCents: was.unitCents,
        toCents: line.unitCents,
      });
    }
    if (was.available && !after.lines[line.id]?.available) {
      changes.push({ kind: 'out_of_stock', lineId: line.id, sku: line.sku });
    }
  }
  if (before.deliveryMethod !== null && after.deliveryMethod === null && priced.bag.delivery_method !== null) {
    changes.push({ kind: 'delivery_method_changed' });
  }
  return changes;
}

/**
 * Compares what the server computes now with what it computed last time. Changes the shopper did not make (a price
 * moved, a line sold out, the chosen delivery method no longer applies) bump the bag's version and are kept, so a
 * client holding an older `bagVersion` is told `CART_UPDATED` with the list: confirm before continuing.
 */
export async function recordServerChanges(db: Database, priced: PricedBag): Promise<PricedBag> {
  const after = snapshotOf(priced);
  const before = priced.bag.priced;
  const changes = before ? diff(before, after, priced) : [];
  if (before && changes.length === 0 && JSON.stringify(before) === JSON.stringify(after)) return priced;
  const updated = await db
    .updateTable('bags')
    .set(
      changes.length > 0
        ? {
            priced: JSON.stringify(after),
            changes: JSON.stringify(changes),
            changes_version: sql<number>`version + 1`,
            version: sql<number>`version + 1`,
          }
        : { priced: JSON.stringify(after) },
    )
    .where('id', '=', priced.bag.id)
    .where('version', '=', priced.bag.version)
    .returningAll()
    .executeTakeFirst();
  return updated ? { ...priced, bag: updated } : priced;
}

/** The server's changes a client that last saw `clientVersion` has not seen yet. */
export function unseenChanges(priced: PricedBag, clientVersion: number | undefined): BagChange[] {
  const { changes, changes_version: changedAt } = priced.bag;
  if (clientVersion === undefined || !changes || changedAt === null || clientVersion >= changedAt) return [];
  return changes;
}
