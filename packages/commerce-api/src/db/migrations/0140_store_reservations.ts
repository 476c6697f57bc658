import { sql, type Kysely } from 'kysely';

/**
 * Reserve in store (SPEC §1): one unit of a variant and size held at a store for a shopper until `hold_until`. The
 * unit leaves `store_stock.quantity` when the reservation is made and goes back exactly once, when the shopper cancels
 * from the e-mailed link (`cancelled`) or when the hold lapses (`expired`); `released_at` says when. Only the sha256 of
 * the cancellation token is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table store_reservations (
      id uuid primary key default gen_random_uuid(),
      reference text not null unique,
      store_id text not null references stores (id) on delete cascade,
      sku text not null references variants (sku) on delete cascade,
      size text not null default '',
      first_name text not null,
      last_name text not null,
      email text not null,
      phone text not null,
      market text not null check (market in ('AU', 'CA', 'NZ')),
      locale text not null,
      cancel_token_hash text not null unique,
      status text not null default 'held' check (status in ('held', 'cancelled', 'expired')),
      hold_until timestamptz not null,
      released_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create index store_reservations_lapsing_idx on store_reservations (hold_until) where status = 'held'`.execute(db);
  await sql`create index store_reservations_email_idx on store_reservations (email)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists store_reservations`.execute(db);
}
