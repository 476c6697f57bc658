import { startRecurringPass, type RecurringPass } from '../jobs/recurring-pass';
import { sharedPass } from '../jobs/shared-pass';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import type { Currency } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { fetchProviderSession, refundProviderSession, type ProviderSession } from './provider-client';

/**
 * Payments never stranded: every payment intent the provider confirms ends in exactly one order or one refund.
 *
 * An intent is `pending` until one of three things happens to it, each a conditional update of its row, so whichever
 * comes first wins and the others find nothing to do (on PGlite and across several processes on a PostgreSQL server):
 * - the order transaction consumes it (`consumed`, with the order's id) and commits;
 * - a refund claims it (`refunding`), the provider refunds it, and it is `refunded`;
 * - the provider says nothing was paid (declined, cancelled, unknown, or never completed before it expired): `closed`.
 * A `refunding` claim older than {@link REFUND_CLAIM_STALE_SECONDS} belongs to a process that died or a provider that
 * did not answer, and is taken over by the next attempt. Each refund, failed refund and closure writes one
 * `payment_audit` row.
 */
export const REFUND_CLAIM_STALE_SECONDS = 60;

/** What settling needs: the database, the provider's configuration and somewhere to log. */
export interface SettlementContext {
  db: Database;
  config: ApiConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Who settled an intent: the order attempt that failed, a care plan bought after the order, or the reconciliation job. */
export type SettlementSource = 'place-order' | 'care-plan' | 'reconciliation';

/** How settling one intent ended. */
export type SettlementOutcome =
  | 'refunded'
  /** Consumed by an order, already settled, or just claimed by another attempt: nothing for us to do. */
  | 'not-ours'
  /** The provider holds no money for it: closed. */
  | 'closed'
  /** Not paid yet at the provider (the shopper may still pay): left pending. */
  | 'unpaid'
  /** The provider could not be reached: the claim stays and a later run retries. */
  | 'retry-later';

type Unsettled = { amount_cents: number; currency: Currency };

/** Takes the intent for a refund: pending, or a stale `refunding` claim; never one an order consumed. */
async function claimForRefund(db: Database, id: string, now: Date): Promise<Unsettled | undefined> {
  const staleBefore = new Date(now.getTime() - REFUND_CLAIM_STALE_SECONDS * 1000);
  return db
    .updateTable('payment_intents')
    .set({ status: 'refunding', refund_claimed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('order_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'refunding'), eb('refund_claimed_at', '<', staleBefore)]),
      ]),
    )
    .returning(['amount_cents', 'currency'])
    .executeTakeFirst();
}

/** Ends an unconsumed intent as `refunded` or `closed` (once: the audit row is written only by the update that won). */
async function settle(
  context: SettlementContext,
  id: string,
  outcome: { status: 'refunded' | 'closed'; source: SettlementSource; reason: string; providerStatus: string | null },
  now: Date,
): Promise<boolean> {
  return context.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('payment_intents')
      .set({ status: outcome.status, settled_at: now, updated_at: now, refund_claimed_at: null })
      .where('id', '=', id)
      .where('order_id', 'is', null)
      .where('status', 'in', ['pending', 'refunding'])
      .returning(['amount_cents', 'currency'])
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('payment_audit')
      .values({
        payment_intent_id: id,
        action: outcome.status,
        source: outcome.source,
        reason: outcome.reason,
        amount_cents: row.amount_cents,
        currency: row.currency,
        provider_status: outcome.providerStatus,
      })
      .execute();
    return true;
  });
}

async function providerStatus(context: SettlementContext, id: string): Promise<ProviderSession['status'] | 'unknown'> {
  try {
    return (await fetchProviderSession(context.config, id)).status;
  } catch (error) {
    // The provider answered that it has no such session: nothing was ever paid on it.
    if (error instanceof ApiProblem && error.code === 'PAYMENT_SESSION_INVALID') return 'unknown';
    throw error;
  }
}

/**
 * Gives back the money of a payment that did not become an order. Safe to call from any process at any time: it
 * refunds only an intent no order consumed, and only once.
 */
export async function refundWithoutOrder(
  context: SettlementContext,
  id: string,
  why: { source: SettlementSource; reason: string },
  now = new Date(),
): Promise<SettlementOutcome> {
  const claimed = await claimForRefund(context.db, id, now);
  if (!claimed) return 'not-ours';
  const refund = await refundProviderSession(context.config, id);
  if (refund === 'refunded') {
    await settle(context, id, { status: 'refunded', ...why, providerStatus: 'refunded' }, now);
    context.log.info({ paymentIntent: id, ...why, amountCents: claimed.amount_cents }, 'payment refunded: no order');
    return 'refunded';
  }
  if (refund === 'unreachable') {
    await context.db
      .insertInto('payment_audit')
      .values({
        payment_intent_id: id,
        action: 'refund_failed',
        source: why.source,
        reason: `${why.reason}; the provider could not be reached`,
        amount_cents: claimed.amount_cents,
        currency: claimed.currency,
        provider_status: null,
      })
      .execute();
    context.log.error({ paymentIntent: id, ...why }, 'refund failed: the provider could not be reached; will retry');
    return 'retry-later';
  }
  // Not refundable: the provider holds no money for it, or it already gave it back (a refund whose answer we lost).
  let status: ProviderSession['status'] | 'unknown';
  try {
    status = await providerStatus(context, id);
  } catch {
    return 'retry-later';
  }
  if (status === 'refunded') {
    await settle(context, id, { status: 'refunded', ...why, providerStatus: status }, now);
    return 'refunded';
  }
  if (status === 'pending' || status === 'requires_action') {
    await context.db
      .updateTable('payment_intents')
      .set({ status: 'pending', refund_claimed_at: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'refunding')
      .execute();
    return 'unpaid';
  }
  await settle(context, id, { status: 'closed', ...why, providerStatus: status }, now);
  return 'closed';
}

/** What one reconciliation pass did. */
export interface ReconciliationReport {
  checked: number;
  refunded: number;
  closed: number;
  /** Intents the provider could not be asked about or refund this time (retried next pass). */
  failed: number;
}

export interface ReconciliationOptions {
  /** How long a pending intent is left to its shopper (paying, coming back, retrying) before it is checked. */
  graceSeconds: number;
  /** A session still unpaid at the provider this long after it opened is closed (providers expire them sooner). */
  abandonAfterSeconds?: number;
  /** At most this many intents a pass. */
  limit?: number;
  now?: Date;
}

/** Two days: far beyond any hosted payment page's life. */
export const ABANDON_AFTER_SECONDS = 48 * 3600;

/**
 * One reconciliation pass: every intent without an order that has outlived the grace period is asked about at the
 * provider; paid → refunded, nothing paid → closed, still open → left for the next pass (until abandoned). Any
 * number of processes may run passes at once: each intent is settled by exactly one conditional update.
 */
export async function reconcilePayments(
  context: SettlementContext,
  options: ReconciliationOptions,
): Promise<ReconciliationReport> {
  const now = options.now ?? new Date();
  const report: ReconciliationReport = { checked: 0, refunded: 0, closed: 0, failed: 0 };
  const due = await context.db
    .selectFrom('payment_intents')
    .select(['id', 'created_at'])
    .where('order_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'pending'),
          eb('created_at', '<=', new Date(now.getTime() - options.graceSeconds * 1000)),
        ]),
        eb.and([
          eb('status', '=', 'refunding'),
          eb('refund_claimed_at', '<', new Date(now.getTime() - REFUND_CLAIM_STALE_SECONDS * 1000)),
        ]),
      ]),
    )
    .orderBy('created_at')
    .limit(options.limit ?? 200)
    .execute();
  const abandonBefore = now.getTime() - (options.abandonAfterSeconds ?? ABANDON_AFTER_SECONDS) * 1000;
  for (const intent of due) {
    report.checked += 1;
    let status: ProviderSession['status'] | 'unknown';
    try {
      status = await providerStatus(context, intent.id);
    } catch {
      report.failed += 1;
      continue;
    }
    const source = 'reconciliation' as const;
    if (status === 'refunded') {
      // Refunded at the provider already (a refund whose answer was lost): record it, without asking again.
      const settled = await settle(
        context,
        intent.id,
        {
          status: 'refunded',
          source,
          reason: 'refunded at the provider, no order was placed with it',
          providerStatus: status,
        },
        now,
      );
      if (settled) report.refunded += 1;
    } else if (status === 'succeeded') {
      const outcome = await refundWithoutOrder(
        context,
        intent.id,
        { source, reason: 'paid at the provider, but no order was placed with it' },
        now,
      );
      if (outcome === 'refunded') report.refunded += 1;
      else if (outcome === 'retry-later') report.failed += 1;
      else if (outcome === 'closed') report.closed += 1;
    } else if (status === 'pending' || status === 'requires_action') {
      if (intent.created_at.getTime() >= abandonBefore) continue;
      const closed = await settle(
        context,
        intent.id,
        { status: 'closed', source, reason: 'never completed at the provider', providerStatus: status },
        now,
      );
      if (closed) report.closed += 1;
    } else {
      const reason = status === 'unknown' ? 'unknown to the provider' : `${status} at the provider: nothing was paid`;
      const closed = await settle(
        context,
        intent.id,
        { status: 'closed', source, reason, providerStatus: status },
        now,
      );
      if (closed) report.closed += 1;
    }
  }
  if (report.refunded + report.closed + report.failed > 0) {
    context.log.warn({ ...report }, 'payment reconciliation settled payments without an order');
  }
  return report;
}

/**
 * Runs {@link reconcilePayments} at start and then every `intervalSeconds` (0: at start only). Passes in one process
 * never overlap; the timer does not keep the process alive. `stop` waits for a pass under way.
 */
export function startPaymentReconciliation(
  context: SettlementContext,
  options: { intervalSeconds: number; graceSeconds: number },
): RecurringPass<ReconciliationReport> {
  return startRecurringPass(() => reconcilePayments(context, { graceSeconds: options.graceSeconds }), {
    intervalSeconds: options.intervalSeconds,
    log: context.log,
    failure: 'payment reconciliation pass failed',
    shared: sharedPass(context.db, 'payment-reconciliation', options.intervalSeconds),
  });
}
