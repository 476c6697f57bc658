import { sql, type Kysely } from 'kysely';

/**
 * The catalogue: categories with per-locale slugs, products (one design) with variants (metal × stone size × width),
 * prices per currency, online stock per variant and size, relations (alternatives, complements), add-ons,
 * care-plan price bands, and the search query log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table categories (
      id text primary key,
      parent_id text references categories (id),
      position integer not null,
      name_en text not null,
      name_fr text not null,
      description_en text not null default '',
      description_fr text not null default ''
    )`.execute(db);
  await sql`
    create table category_slugs (
      category_id text not null references categories (id) on delete cascade,
      locale text not null check (locale in ('en-AU', 'en-CA', 'fr-CA', 'en-NZ')),
      slug text not null,
      primary key (locale, slug)
    )`.execute(db);
  await sql`create unique index category_slugs_category_locale on category_slugs (category_id, locale)`.execute(db);

  await sql`
    create table products (
      id text primary key,
      number char(8) not null unique,
      slug text not null unique,
      category_id text not null references categories (id),
      kind text not null,
      name_en text not null,
      name_fr text not null,
      description_en text not null,
      description_fr text not null,
      collection text,
      stone text,
      shape text,
      gender text not null default 'women',
      sized boolean not null default false,
      engravable boolean not null default false,
      engraving_max_chars smallint,
      made_to_order boolean not null default false,
      resizable boolean not null default false,
      care_plan_eligible boolean not null default false,
      bnpl_eligible boolean not null default true,
      online boolean not null default true,
      featured_rank integer not null,
      created_at timestamptz not null,
      search_en tsvector generated always as (
        setweight(to_tsvector('english', name_en), 'A') ||
        setweight(to_tsvector('english', coalesce(collection, '') || ' ' || coalesce(stone, '') || ' ' || coalesce(shape, '')), 'B') ||
        setweight(to_tsvector('english', description_en), 'C')
      ) stored,
      search_fr tsvector generated always as (
        setweight(to_tsvector('french', name_fr), 'A') ||
        setweight(to_tsvector('french', description_fr), 'C')
      ) stored,
      check (engraving_max_chars is null or engraving_max_chars between 1 and 60)
    )`.execute(db);
  await sql`create index products_category_idx on products (category_id)`.execute(db);
  await sql`create index products_search_en_idx on products using gin (search_en)`.execute(db);
  await sql`create index products_search_fr_idx on products using gin (search_fr)`.execute(db);
  await sql`create index products_name_en_trgm on products using gin (name_en gin_trgm_ops)`.execute(db);
  await sql`create index products_name_fr_trgm on products using gin (name_fr gin_trgm_ops)`.execute(db);

  await sql`
    create table product_relations (
      product_id text not null references products (id) on delete cascade,
      related_id text not null references products (id) on delete cascade,
      kind text not null check (kind in ('alternative', 'complement')),
      attribute text,
      position integer not null default 0,
      primary key (product_id, related_id, kind)
    )`.execute(db);
  await sql`
    create table product_addons (
      product_id text not null references products (id) on delete cascade,
      addon_id text not null references products (id) on delete cascade,
      kind text not null check (kind in ('pendant', 'connector', 'charm')),
      position integer not null default 0,
      primary key (product_id, addon_id)
    )`.execute(db);

  await sql`
    create table variants (
      sku text primary key,
      product_id text not null references products (id) on delete cascade,
      metal text not null,
      carat numeric(5, 2),
      width_mm numeric(4, 1),
      is_default boolean not null default false,
      position integer not null default 0
    )`.execute(db);
  await sql`create index variants_product_idx on variants (product_id)`.execute(db);

  await sql`
    create table prices (
      sku text not null references variants (sku) on delete cascade,
      currency text not null check (currency in ('AUD', 'CAD', 'NZD')),
      list_cents integer not null check (list_cents > 0),
      member_cents integer check (member_cents > 0),
      primary key (sku, currency)
    )`.execute(db);
  await sql`create index prices_currency_list_idx on prices (currency, list_cents)`.execute(db);

  await sql`
    create table stock (
      sku text not null references variants (sku) on delete cascade,
      size text not null default '',
      quantity integer not null check (quantity >= 0),
      primary key (sku, size)
    )`.execute(db);

  await sql`
    create table care_plan_bands (
      currency text not null,
      min_cents integer not null,
      max_cents integer not null,
      price_cents integer not null,
      term_months integer not null,
      primary key (currency, min_cents)
    )`.execute(db);

  await sql`
    create table search_queries (
      id bigint generated always as identity primary key,
      locale text not null,
      query text not null,
      normalised text not null,
      result_count integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index search_queries_locale_normalised on search_queries (locale, normalised)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'search_queries',
    'care_plan_bands',
    'stock',
    'prices',
    'variants',
    'product_addons',
    'product_relations',
    'products',
    'category_slugs',
    'categories',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
