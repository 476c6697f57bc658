import { sql, type Kysely } from 'kysely';

/**
 * Payments never stranded: a payment intent the provider confirmed ends in exactly one order or in a refund.
 * - `refund_claimed_at`: when a process claimed the intent for a refund (the claim is the conditional update that
 *   moves it to `refunding`; a claim older than a minute belongs to a process that died and may be taken over).
 * - `settled_at`: when it was refunded or closed (declined, cancelled or expired at the provider: nothing to give back).
 * - `payment_audit`: one row per refund, failed refund attempt or closure, with who did it and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment_intents
      add column refund_claimed_at timestamptz,
      add column settled_at timestamptz`.execute(db);
  await sql`
    create index payment_intents_unsettled_idx on payment_intents (created_at)
      where order_id is null and status in ('pending', 'refunding')`.execute(db);
  await sql`
    create table payment_audit (
      id uuid primary key default gen_random_uuid(),
      payment_intent_id text not null references payment_intents (id),
      action text not null check (action in ('refunded', 'refund_failed', 'closed')),
      source text not null check (source in ('place-order', 'reconciliation')),
      reason text not null,
      amount_cents integer not null,
      currency text not null,
      provider_status text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_audit_intent_idx on payment_audit (payment_intent_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payment_audit`.execute(db);
  await sql`drop index if exists payment_intents_unsettled_idx`.execute(db);
  await sql`alter table payment_intents drop column refund_claimed_at, drop column settled_at`.execute(db);
}
