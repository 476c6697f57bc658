import { sql, type Expression } from 'kysely';
import type { Database } from '../db/database';
import { problems } from './problem';

/**
 * Growing delays and caps for guessable secrets (passwords, gift-card PINs, order lookups) and for costly or
 * mail-sending requests, after Saleor's throttling: each counter is a (scope, key) row.
 * - `doubling`: the k-th consecutive attempt blocks the key for 2^(k-1) s, capped at `maxDelaySeconds`.
 * - `window`: the `limit`-th attempt within `windowSeconds` blocks the key for a whole window.
 * Counters forget after `forgetAfterSeconds` (or the window) of quiet. Unknown accounts count like known ones, so
 * the answer never tells them apart.
 */
export type ThrottlePolicy =
  | { kind: 'doubling'; maxDelaySeconds: number; forgetAfterSeconds: number }
  | { kind: 'window'; limit: number; windowSeconds: number };

/**
 * What a success does to a counter: `reset` forgets it (the default: the secret was known), `refund` takes back this
 * one attempt only (a counter of one source's failures, or of an account's from everywhere, that one success must not
 * wipe), `keep` leaves it (a counter of requests rather than failures).
 */
export type OnSuccess = 'reset' | 'refund' | 'keep';

export interface ThrottleKey {
  scope: string;
  key: string;
  policy: ThrottlePolicy;
  onSuccess?: OnSuccess;
}

/** 1 s, 2 s, 4 s … up to an hour at the 13th failure; forgotten after 2 hours of quiet. */
export const doublingPolicy: ThrottlePolicy = { kind: 'doubling', maxDelaySeconds: 3600, forgetAfterSeconds: 7200 };
/** At most 100 failures an hour (ASVS 4.0.3 V2.2.1). */
export const hourlyLimitPolicy: ThrottlePolicy = { kind: 'window', limit: 100, windowSeconds: 3600 };

/** An attempt that was counted and let through: say how the check went. Saying nothing leaves it a failure. */
export interface Attempt {
  /** The secret matched: each key's `onSuccess` applies. */
  succeeded(): Promise<void>;
  /** The secret did not match: the attempt stays counted, and the wait it started runs from now. */
  failed(): Promise<void>;
}

function forgetSeconds(policy: ThrottlePolicy): number {
  return policy.kind === 'doubling' ? policy.forgetAfterSeconds : policy.windowSeconds;
}

/** The block that the `attempts`-th attempt starts at `now` (null: none), as SQL over the row being updated. */
function blockAfter(policy: ThrottlePolicy, attempts: Expression<number>, now: Date) {
  return policy.kind === 'doubling'
    ? sql<Date>`${now}::timestamptz + make_interval(secs => least(${policy.maxDelaySeconds}::float8,
        power(2, ${attempts} - 1)))`
    : sql<Date | null>`case when ${attempts} >= ${policy.limit}
        then ${now}::timestamptz + make_interval(secs => ${policy.windowSeconds}::float8) end`;
}

function firstBlock(policy: ThrottlePolicy, now: Date): Date | null {
  const seconds =
    policy.kind === 'doubling' ? Math.min(policy.maxDelaySeconds, 1) : policy.limit <= 1 ? policy.windowSeconds : 0;
  return seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null;
}

/**
 * Counts one attempt against the key in one statement, unless the key is blocked: then nothing changes and the
 * answer is undefined. The conflicting row is locked while the statement decides, so concurrent attempts (on any
 * number of connections or API processes) are counted one after the other and each sees the others' counts.
 */
async function takeOne(db: Database, { scope, key, policy }: ThrottleKey, now: Date): Promise<number | undefined> {
  const quietSince = new Date(now.getTime() - forgetSeconds(policy) * 1000);
  const attempts = sql<number>`(case when throttles.updated_at < ${quietSince} then 1 else throttles.failures + 1 end)`;
  const row = await db
    .insertInto('throttles')
    .values({ scope, key, failures: 1, blocked_until: firstBlock(policy, now), updated_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'key'])
        .doUpdateSet({ failures: attempts, blocked_until: blockAfter(policy, attempts, now), updated_at: now })
        .where(
          sql<boolean>`throttles.updated_at < ${quietSince} or throttles.blocked_until is null
            or throttles.blocked_until <= ${now}`,
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row?.failures;
}

/** The longest current block among the keys, in whole seconds (at least 1: the caller was refused). */
async function waitSeconds(db: Database, keys: readonly ThrottleKey[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom('throttles')
    .select(['scope', 'key', 'blocked_until', 'updated_at'])
    .where((eb) => eb.or(keys.map(({ scope, key }) => eb.and([eb('scope', '=', scope), eb('key', '=', key)]))))
    .execute();
  let wait = 1;
  for (const row of rows) {
    const policy = keys.find((candidate) => candidate.scope === row.scope && candidate.key === row.key)?.policy;
    if (!policy || !row.blocked_until) continue;
    if (now.getTime() - row.updated_at.getTime() > forgetSeconds(policy) * 1000) continue;
    wait = Math.max(wait, Math.ceil((row.blocked_until.getTime() - now.getTime()) / 1000));
  }
  return wait;
}

class Refused extends Error {}

const byScopeAndKey = (a: ThrottleKey, b: ThrottleKey) =>
  a.scope === b.scope ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.scope < b.scope ? -1 : 1;

/** PostgreSQL's deadlock and serialization failures: the transaction did nothing and may simply run again. */
function retriable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '40P01' || code === '40001';
}

/**
 * The one way to throttle: counts this attempt against every key before the secret is checked, or refuses it with
 * a 429 problem (Retry-After) when any key is blocked, counting nothing. All keys are taken in one transaction, in
 * a fixed order (no deadlocks), each by a conditional upsert, so of N simultaneous attempts at most as many as the
 * counters allow ever reach the check, on PGlite and on a PostgreSQL server alike.
 */
export async function takeAttempt(db: Database, keys: readonly ThrottleKey[], now = new Date()): Promise<Attempt> {
  const ordered = [...keys].sort(byScopeAndKey);
  let taken: number[] | undefined;
  for (let tries = 0; taken === undefined; tries++) {
    try {
      taken = await db.transaction().execute(async (trx) => {
        const counts: number[] = [];
        for (const key of ordered) {
          const count = await takeOne(trx, key, now);
          if (count === undefined) throw new Refused();
          counts.push(count);
        }
        return counts;
      });
    } catch (error) {
      if (error instanceof Refused) throw problems.tooManyAttempts(await waitSeconds(db, ordered, now));
      if (!retriable(error) || tries >= 2) throw error;
    }
  }
  const counts = taken;
  const mine = (index: number) => {
    const { scope, key } = ordered[index]!;
    return db.updateTable('throttles').where('scope', '=', scope).where('key', '=', key);
  };
  return {
    async succeeded() {
      for (const [index, { scope, key, onSuccess = 'reset' }] of ordered.entries()) {
        if (onSuccess === 'reset') {
          await db.deleteFrom('throttles').where('scope', '=', scope).where('key', '=', key).execute();
        } else if (onSuccess === 'refund') {
          // The block this attempt started goes too, unless a later attempt has been counted since.
          await mine(index)
            .set({
              failures: sql<number>`greatest(failures - 1, 0)`,
              blocked_until: sql<Date | null>`case when failures <= ${counts[index]!} then null else blocked_until end`,
            })
            .execute();
        }
      }
    },
    async failed() {
      const failedAt = new Date();
      for (const index of ordered.keys()) {
        await mine(index)
          .set({
            blocked_until: sql<Date>`blocked_until + (${failedAt}::timestamptz - ${now}::timestamptz)`,
            updated_at: failedAt,
          })
          .where('failures', '=', counts[index]!)
          .where('blocked_until', 'is not', null)
          .execute();
      }
    },
  };
}
