import { sql, type Kysely } from 'kysely';

/**
 * Shipments to a store record when the customer collected them (`delivered_at` is arrival at the destination), a
 * care plan records the order line and variant it covers (null for plans bought in store without a line), and order
 * lines keep the order they were placed in (`position`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table shipments
      add column collected_at timestamptz,
      add constraint shipments_collected_at_store check (collected_at is null or destination = 'store')`.execute(db);
  await sql`
    alter table care_plans
      add column order_line_id uuid references order_lines (id) on delete set null,
      add column sku text`.execute(db);
  await sql`create index care_plans_customer_idx on care_plans (customer_id)`.execute(db);
  await sql`create index care_plans_order_idx on care_plans (order_id)`.execute(db);
  await sql`alter table order_lines add column position integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_lines drop column if exists position`.execute(db);
  await sql`drop index if exists care_plans_order_idx`.execute(db);
  await sql`drop index if exists care_plans_customer_idx`.execute(db);
  await sql`alter table care_plans drop column if exists order_line_id, drop column if exists sku`.execute(db);
  await sql`alter table shipments drop column if exists collected_at`.execute(db);
}
