import { sql, type Kysely } from 'kysely';

/**
 * Orders and financing: shipments with tracking (one order can ship in several parcels, each holding some of its
 * lines), and financing approvals (a plan approved for one amount in CAD, consumed once by order placement). An
 * approval keeps only the last 4 digits of the financing card: the full number lives only in `financing_accounts`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shipments (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      destination text not null check (destination in ('customer', 'store')),
      carrier text not null,
      tracking_number text not null,
      tracking_url text,
      shipped_at timestamptz not null,
      delivered_at timestamptz
    )`.execute(db);
  await sql`create index shipments_order_idx on shipments (order_id)`.execute(db);
  await sql`
    create table shipment_lines (
      shipment_id uuid not null references shipments (id) on delete cascade,
      order_line_id uuid not null references order_lines (id) on delete cascade,
      primary key (shipment_id, order_line_id)
    )`.execute(db);
  await sql`create index shipment_lines_line_idx on shipment_lines (order_line_id)`.execute(db);

  await sql`
    create table financing_approvals (
      id text primary key,
      card_last4 text not null check (card_last4 ~ '^[0-9]{4}$'),
      plan_id text not null,
      plan jsonb not null,
      amount_cents integer not null check (amount_cents > 0),
      currency text not null check (currency = 'CAD'),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      reference text unique,
      check ((used_at is null) = (reference is null))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['financing_approvals', 'shipment_lines', 'shipments']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
