import { sql, type Kysely } from 'kysely';

/**
 * Each claim of an idempotency key gets its own token, so the order transaction can check, atomically, that the
 * claim it runs under is still its own (a stale claim taken over by a retry is no longer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys add column claim_token text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys drop column claim_token`.execute(db);
}
