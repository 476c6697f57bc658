import { sql, type Kysely } from 'kysely';

/**
 * Search support for the catalogue: the vocabulary that typo correction ("diamnd" → "diamond") matches by trigram,
 * full-text columns on categories (as products have), and an index for the popular-searches window (a locale's
 * queries of the last 30 days).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_terms (
      language text not null check (language in ('en', 'fr')),
      term text not null,
      frequency integer not null,
      primary key (language, term)
    )`.execute(db);
  await sql`create index search_terms_term_trgm on search_terms using gin (term gin_trgm_ops)`.execute(db);
  await sql`
    alter table categories
      add column search_en tsvector generated always as (
        setweight(to_tsvector('english', name_en), 'A') || setweight(to_tsvector('english', description_en), 'C')
      ) stored,
      add column search_fr tsvector generated always as (
        setweight(to_tsvector('french', name_fr), 'A') || setweight(to_tsvector('french', description_fr), 'C')
      ) stored`.execute(db);
  await sql`create index search_queries_locale_created on search_queries (locale, created_at)`.execute(db);
  await sql`create index product_relations_related_idx on product_relations (related_id)`.execute(db);
}

/** Reverts 0010: drops the vocabulary, the category search columns and the indexes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists product_relations_related_idx`.execute(db);
  await sql`drop index if exists search_queries_locale_created`.execute(db);
  await sql`drop table if exists search_terms`.execute(db);
  await sql`alter table categories drop column if exists search_en, drop column if exists search_fr`.execute(db);
}
