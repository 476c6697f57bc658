import { sql } from 'kysely';
import type { Database } from '../db/database';
import { problems } from './problem';

/**
 * Growing delays for guessable secrets (passwords, gift-card PINs, order lookups, reset requests), after Saleor's
 * throttling: each counter is a (scope, key) row.
 * - `doubling`: the k-th consecutive failure blocks the key for 2^(k-1) s, capped at `maxDelaySeconds`.
 * - `window`: `limit` failures within `windowSeconds` block the key for the rest of the window.
 * Counters forget after `forgetAfterSeconds` of quiet and reset on success. Unknown accounts count like known ones,
 * so the answer never tells them apart.
 */
export type ThrottlePolicy =
  | { kind: 'doubling'; maxDelaySeconds: number; forgetAfterSeconds: number }
  | { kind: 'window'; limit: number; windowSeconds: number };

export interface ThrottleKey {
  scope: string;
  key: string;
  policy: ThrottlePolicy;
}

/** 1 s, 2 s, 4 s … up to an hour at the 13th failure; forgotten after 2 hours of quiet. */
export const doublingPolicy: ThrottlePolicy = { kind: 'doubling', maxDelaySeconds: 3600, forgetAfterSeconds: 7200 };
/** At most 100 failures an hour (ASVS 4.0.3 V2.2.1). */
export const hourlyLimitPolicy: ThrottlePolicy = { kind: 'window', limit: 100, windowSeconds: 3600 };

function blockSeconds(policy: ThrottlePolicy, failures: number): number {
  if (policy.kind === 'doubling') return Math.min(policy.maxDelaySeconds, 2 ** Math.max(0, failures - 1));
  return failures >= policy.limit ? policy.windowSeconds : 0;
}

function stale(policy: ThrottlePolicy, updatedAt: Date, now: Date): boolean {
  const limit = policy.kind === 'doubling' ? policy.forgetAfterSeconds : policy.windowSeconds;
  return now.getTime() - updatedAt.getTime() > limit * 1000;
}

/** Throws a 429 problem (with Retry-After) when any of the keys is blocked right now. */
export async function assertNotThrottled(db: Database, keys: readonly ThrottleKey[], now = new Date()): Promise<void> {
  let wait = 0;
  for (const { scope, key, policy } of keys) {
    const row = await db
      .selectFrom('throttles')
      .select(['blocked_until', 'updated_at'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row?.blocked_until || stale(policy, row.updated_at, now)) continue;
    wait = Math.max(wait, Math.ceil((row.blocked_until.getTime() - now.getTime()) / 1000));
  }
  if (wait > 0) throw problems.tooManyAttempts(wait);
}

/** Counts one failure against each key (atomically) and sets its block. */
export async function recordFailure(db: Database, keys: readonly ThrottleKey[], now = new Date()): Promise<void> {
  for (const { scope, key, policy } of keys) {
    const forget = policy.kind === 'doubling' ? policy.forgetAfterSeconds : policy.windowSeconds;
    const row = await db
      .insertInto('throttles')
      .values({ scope, key, failures: 1, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['scope', 'key']).doUpdateSet({
          failures: sql<number>`case when throttles.updated_at < ${new Date(now.getTime() - forget * 1000)}
            then 1 else throttles.failures + 1 end`,
          updated_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const seconds = blockSeconds(policy, row.failures);
    await db
      .updateTable('throttles')
      .set({ blocked_until: seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }
}

/** A success clears the counters of these keys. */
export async function resetThrottle(db: Database, keys: readonly ThrottleKey[]): Promise<void> {
  for (const { scope, key } of keys) {
    await db.deleteFrom('throttles').where('scope', '=', scope).where('key', '=', key).execute();
  }
}
