import { sql, type Kysely } from 'kysely';

/**
 * Stores, second part: each store's IANA time zone (open-now and "today" are local to the store) and services; the
 * gazetteer's accent-free search keys (with a trigram index for typos) and its city-centre flag; My Store for members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stores add column time_zone text not null default 'UTC'`.execute(db);
  await sql`alter table stores add column services text[] not null default '{}'`.execute(db);
  await sql`create index stores_market_idx on stores (market)`.execute(db);
  await sql`alter table gazetteer add column locality_key text not null default ''`.execute(db);
  await sql`alter table gazetteer add column city_key text not null default ''`.execute(db);
  await sql`alter table gazetteer add column centre boolean not null default false`.execute(db);
  await sql`create index gazetteer_locality_key_trgm on gazetteer using gin (locality_key gin_trgm_ops)`.execute(db);
  await sql`create index gazetteer_city_key_idx on gazetteer (market, city_key)`.execute(db);
  await sql`
    create table customer_my_store (
      customer_id uuid primary key references customers (id) on delete cascade,
      store_id text not null references stores (id) on delete cascade,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists customer_my_store`.execute(db);
  await sql`drop index if exists gazetteer_city_key_idx`.execute(db);
  await sql`drop index if exists gazetteer_locality_key_trgm`.execute(db);
  await sql`alter table gazetteer drop column centre, drop column city_key, drop column locality_key`.execute(db);
  await sql`drop index if exists stores_market_idx`.execute(db);
  await sql`alter table stores drop column services, drop column time_zone`.execute(db);
}
