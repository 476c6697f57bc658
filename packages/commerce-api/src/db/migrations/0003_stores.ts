import { sql, type Kysely } from 'kysely';

/** Stores with weekly and special hours, stock per store, and the gazetteer that store search resolves places with. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stores (
      id text primary key,
      name text not null,
      market text not null check (market in ('AU', 'CA', 'NZ')),
      address1 text not null,
      address2 text,
      suburb text,
      city text not null,
      state text,
      postcode text not null,
      phone text not null,
      email text not null,
      latitude double precision not null,
      longitude double precision not null,
      click_and_collect boolean not null default true
    )`.execute(db);
  await sql`
    create table store_hours (
      store_id text not null references stores (id) on delete cascade,
      weekday smallint not null check (weekday between 0 and 6),
      opens time,
      closes time,
      primary key (store_id, weekday)
    )`.execute(db);
  await sql`
    create table store_special_hours (
      store_id text not null references stores (id) on delete cascade,
      day date not null,
      label_en text not null,
      label_fr text not null,
      opens time,
      closes time,
      primary key (store_id, day)
    )`.execute(db);
  await sql`
    create table store_stock (
      store_id text not null references stores (id) on delete cascade,
      sku text not null references variants (sku) on delete cascade,
      size text not null default '',
      quantity integer not null check (quantity >= 0),
      primary key (store_id, sku, size)
    )`.execute(db);
  await sql`create index store_stock_sku_idx on store_stock (sku, size)`.execute(db);
  await sql`
    create table gazetteer (
      id integer generated always as identity primary key,
      market text not null check (market in ('AU', 'CA', 'NZ')),
      postcode text not null,
      locality text not null,
      city text not null,
      state text,
      latitude double precision not null,
      longitude double precision not null
    )`.execute(db);
  await sql`create index gazetteer_postcode_idx on gazetteer (market, postcode)`.execute(db);
  await sql`create index gazetteer_locality_trgm on gazetteer using gin (lower(locality) gin_trgm_ops)`.execute(db);
  await sql`create index gazetteer_city_idx on gazetteer (market, lower(city))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gazetteer', 'store_stock', 'store_special_hours', 'store_hours', 'stores']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
