import { sql, type Kysely } from 'kysely';

/**
 * Checkout state on the bag (e-mail, addresses, the priced snapshot that tells the shopper what the server changed),
 * the gift cards applied to a bag, and an index to prune idempotency keys by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bags
      add column email text,
      add column shipping_address jsonb,
      add column billing_address jsonb,
      add column billing_same_as_shipping boolean not null default false,
      add column priced jsonb,
      add column changes jsonb,
      add column changes_version integer`.execute(db);
  await sql`
    create table bag_gift_cards (
      bag_id uuid not null references bags (id) on delete cascade,
      number text not null references gift_cards (number),
      added_at timestamptz not null default now(),
      primary key (bag_id, number)
    )`.execute(db);
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);
  await sql`create index payment_intents_bag_idx on payment_intents (bag_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payment_intents_bag_idx`.execute(db);
  await sql`drop index if exists idempotency_keys_created_idx`.execute(db);
  await sql`drop table if exists bag_gift_cards`.execute(db);
  await sql`
    alter table bags
      drop column if exists email,
      drop column if exists shipping_address,
      drop column if exists billing_address,
      drop column if exists billing_same_as_shipping,
      drop column if exists priced,
      drop column if exists changes,
      drop column if exists changes_version`.execute(db);
}
