import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { ApiProblem } from '../http/problem';

/** Keys are kept at least this long (Stripe: 24 h); older ones are pruned when new ones arrive. */
export const IDEMPOTENCY_RETENTION_HOURS = 72;

/**
 * An `in_flight` claim older than this is taken to be left by a process that died mid-request (a crash, a deploy):
 * the next request with the same key and the same body takes it over instead of answering 409 until it is pruned.
 * Far longer than a placement takes (provider round trips and one transaction, seconds at most).
 */
export const IN_FLIGHT_STALE_MINUTES = 5;

/** What a finished request answered, kept byte for byte. */
export interface StoredResponse {
  status: number;
  contentType: string;
  body: string;
}

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header, or 400 IDEMPOTENCY_KEY_REQUIRED. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  const key = headers['idempotency-key'];
  if (typeof key !== 'string' || !keyPattern.test(key)) {
    throw new ApiProblem(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'An Idempotency-Key header (1 to 255 characters) is required.',
    );
  }
  return key;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A fingerprint of what was asked (key order does not matter). */
export function requestFingerprint(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}

/** A claim held by this execution: the token the order transaction checks it still holds. */
export interface HeldClaim {
  scope: string;
  key: string;
  token: string;
}

export type Claim = { kind: 'claimed'; held: HeldClaim } | { kind: 'replay'; response: StoredResponse };

/**
 * Takes over a stale `in_flight` claim with one conditional update that also restarts its clock, so of several
 * retries racing for the same stale key exactly one matches the row (the others see a fresh claim: 409).
 */
async function takeOverStaleClaim(
  db: Database,
  scope: string,
  key: string,
  fingerprint: string,
  token: string,
): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_keys')
    .set({ created_at: sql<Date>`now()`, claim_token: token })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('request_hash', '=', fingerprint)
    .where('status', '=', 'in_flight')
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${IN_FLIGHT_STALE_MINUTES})`)
    .returning('key')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Claims a key for one execution with `insert … on conflict do nothing` (atomic on every engine). A key already
 * claimed answers: another body → 422 IDEMPOTENCY_KEY_REUSED; still running → 409 REQUEST_IN_PROGRESS; left
 * `in_flight` for over IN_FLIGHT_STALE_MINUTES (its process died) → taken over and run again; finished → its stored
 * response, replayed as it was.
 */
export async function claimKey(db: Database, scope: string, key: string, fingerprint: string): Promise<Claim> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`)
    .execute();
  const token = randomBytes(16).toString('hex');
  const held: HeldClaim = { scope, key, token };
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: fingerprint, status: 'in_flight', claim_token: token })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { kind: 'claimed', held };
  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!existing) return claimKey(db, scope, key, fingerprint);
  if (existing.request_hash !== fingerprint) {
    throw new ApiProblem(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
  }
  if (existing.status === 'in_flight' && (await takeOverStaleClaim(db, scope, key, fingerprint, token))) {
    return { kind: 'claimed', held };
  }
  if (existing.status === 'in_flight' || !existing.response_body) {
    throw new ApiProblem(409, 'REQUEST_IN_PROGRESS', 'This request is still being processed.', {
      headers: { 'retry-after': '1' },
    });
  }
  return { kind: 'replay', response: existing.response_body as StoredResponse };
}

/**
 * First statement of the order transaction: proves the claim is still this execution's and restarts its clock, so
 * no retry can take it over while the order commits (on a server the row stays locked until then). A claim taken
 * over meanwhile (this process was slow, not dead) → 409 and the transaction rolls back: never two orders.
 */
export async function assertClaimHeld(trx: Transaction<DB>, held: HeldClaim): Promise<void> {
  const still = await trx
    .updateTable('idempotency_keys')
    .set({ created_at: sql<Date>`now()` })
    .where('scope', '=', held.scope)
    .where('key', '=', held.key)
    .where('claim_token', '=', held.token)
    .where('status', '=', 'in_flight')
    .returning('key')
    .executeTakeFirst();
  if (!still) {
    throw new ApiProblem(409, 'REQUEST_IN_PROGRESS', 'This request is being processed by a retry.', {
      headers: { 'retry-after': '1' },
    });
  }
}

/** Stores the finished answer so retries get it back. */
export async function completeKey(db: Database, held: HeldClaim, response: StoredResponse): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: 'done', response_status: response.status, response_body: JSON.stringify(response) })
    .where('scope', '=', held.scope)
    .where('key', '=', held.key)
    .where('claim_token', '=', held.token)
    .execute();
}

/** Frees a key whose execution failed for a passing reason (provider down), so a retry runs again. */
export async function releaseKey(db: Database, held: HeldClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', held.scope)
    .where('key', '=', held.key)
    .where('claim_token', '=', held.token)
    .execute();
}

/** Sends a stored answer exactly as it was first sent. */
export function sendStored(reply: FastifyReply, response: StoredResponse): FastifyReply {
  return reply.code(response.status).type(response.contentType).send(response.body);
}
