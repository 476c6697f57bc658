import type { LocaleCode } from '@storefront/i18n';
import { SEARCH_QUERY_MAX_LENGTH } from '@storefront/validation';
import { sql } from 'kysely';
import { INDEX_TTL_MS } from '../catalogue/catalogue-index';
import type { Database } from '../db/database';
import type { LoggedSearch } from './search-log';

/**
 * Full-text search over products (the `search_en` / `search_fr` columns) and categories, with typo correction by
 * trigram similarity against the catalogue's vocabulary (`search_terms`), and the query log behind popular searches.
 */

/** Longest query accepted (characters): the shared rule's, which the search box and page check too. */
const MAX_QUERY_LENGTH = SEARCH_QUERY_MAX_LENGTH;
/** Words of a query that count; the rest are ignored. */
const MAX_TOKENS = 8;
/** How close a vocabulary word must be to stand in for a mistyped one (pg_trgm similarity). */
const CORRECTION_SIMILARITY = 0.3;

/** A query as the log groups it: lower case, single spaces. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a query: letters and digits only, so nothing the user types reaches tsquery syntax. */
export function queryTokens(query: string): string[] {
  return (normaliseQuery(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS);
}

/** Full-text answers kept per database: the catalogue's text only changes by seeding, like the read model. */
const MATCH_CACHE_SIZE = 500;
const matchCaches = new WeakMap<Database, Map<string, { at: number; value: unknown }>>();

async function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let entries = matchCaches.get(db);
  if (!entries) {
    entries = new Map();
    matchCaches.set(db, entries);
  }
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < INDEX_TTL_MS) {
    entries.delete(key); // most recently used last
    entries.set(key, hit);
    return hit.value as T;
  }
  const value = await load();
  entries.set(key, { at: Date.now(), value });
  if (entries.size > MATCH_CACHE_SIZE) entries.delete(entries.keys().next().value as string);
  return value;
}

/** Forgets the full-text answers kept for this database (after a re-seed). */
export function invalidateSearchMatches(db: Database): void {
  matchCaches.delete(db);
}

function tsquery(tokens: readonly string[], prefix: boolean): string {
  return tokens.map((token, index) => (prefix && index === tokens.length - 1 ? `${token}:*` : token)).join(' & ');
}

/**
 * Products whose text matches every word (French shoppers match the French text or the English one), with their
 * relevance. `prefix` makes the last word a prefix (as-you-type).
 */
export async function matchProducts(
  db: Database,
  tokens: readonly string[],
  language: 'en' | 'fr',
  options: { prefix?: boolean; limit?: number } = {},
): Promise<Map<string, number>> {
  if (tokens.length === 0) return new Map();
  const text = tsquery(tokens, options.prefix ?? false);
  const limit = options.limit ?? 5000;
  const rows = await cached(db, `p:${language}:${limit}:${text}`, async () => {
    const result =
      language === 'fr'
        ? await sql<{ id: string; rank: number }>`
          select id, greatest(ts_rank(search_fr, fq), ts_rank(search_en, eq)) as rank
          from products, to_tsquery('french', ${text}) fq, to_tsquery('english', ${text}) eq
          where search_fr @@ fq or search_en @@ eq
          order by rank desc, featured_rank
          limit ${limit}`.execute(db)
        : await sql<{ id: string; rank: number }>`
          select id, ts_rank(search_en, q) as rank
          from products, to_tsquery('english', ${text}) q
          where search_en @@ q
          order by rank desc, featured_rank
          limit ${limit}`.execute(db);
    return result.rows.map((row) => [row.id, Number(row.rank)] as const);
  });
  return new Map(rows);
}

/** Categories whose name or description matches every word (full text), best first. */
export async function matchCategories(
  db: Database,
  tokens: readonly string[],
  language: 'en' | 'fr',
  options: { prefix?: boolean; limit?: number } = {},
): Promise<string[]> {
  if (tokens.length === 0) return [];
  const text = tsquery(tokens, options.prefix ?? false);
  return cached(db, `c:${language}:${options.limit ?? 5}:${text}`, async () => {
    const result =
      language === 'fr'
        ? await sql<{ id: string }>`
          select id from categories, to_tsquery('french', ${text}) q
          where search_fr @@ q
          order by ts_rank(search_fr, q) desc, parent_id nulls first, position
          limit ${options.limit ?? 5}`.execute(db)
        : await sql<{ id: string }>`
          select id from categories, to_tsquery('english', ${text}) q
          where search_en @@ q
          order by ts_rank(search_en, q) desc, parent_id nulls first, position
          limit ${options.limit ?? 5}`.execute(db);
    return result.rows.map((row) => row.id);
  });
}

/**
 * Each word replaced by the closest vocabulary word when it is not a known word itself ("diamnd" → "diamond"), in
 * one query. Numbers and known words stay as they are. `changed` says whether anything was corrected; `vocabulary`
 * lists the words of the query the catalogue knows, corrected ones included (did-you-mean material).
 */
export async function correctTokens(
  db: Database,
  tokens: readonly string[],
  language: 'en' | 'fr',
): Promise<{ tokens: string[]; changed: boolean; vocabulary: string[] }> {
  if (tokens.length === 0) return { tokens: [], changed: false, vocabulary: [] };
  const result = await sql<{ token: string; known: boolean; suggestion: string | null }>`
    select t.token,
      exists (select 1 from search_terms s where s.language = ${language} and s.term = t.token) as known,
      (select s.term from search_terms s
        where s.language = ${language} and s.term % t.token and similarity(s.term, t.token) >= ${CORRECTION_SIMILARITY}
        order by similarity(s.term, t.token) desc, s.frequency desc, s.term
        limit 1) as suggestion
    from unnest(${[...tokens]}::text[]) with ordinality as t(token, position)
    order by t.position`.execute(db);
  let changed = false;
  const vocabulary: string[] = [];
  const corrected = result.rows.map((row) => {
    if (row.known) vocabulary.push(row.token);
    if (row.known || /^\d+$/.test(row.token) || !row.suggestion) return row.token;
    changed = changed || row.suggestion !== row.token;
    vocabulary.push(row.suggestion);
    return row.suggestion;
  });
  return { tokens: corrected, changed, vocabulary: [...new Set(vocabulary)] };
}

/** Vocabulary words close to a whole query, for "did you mean" when nothing matched. */
export async function similarTerms(db: Database, query: string, language: 'en' | 'fr', limit = 3): Promise<string[]> {
  const text = normaliseQuery(query);
  if (!text) return [];
  const result = await sql<{ term: string }>`
    select term from search_terms
    where language = ${language} and term % ${text}
    order by similarity(term, ${text}) desc, frequency desc, term
    limit ${limit}`.execute(db);
  return result.rows.map((row) => row.term);
}

/** A search as the query log keeps it (`app.searchLog` writes it). */
export function loggedSearch(locale: LocaleCode, query: string, resultCount: number): LoggedSearch {
  return {
    locale,
    query: query.trim().slice(0, MAX_QUERY_LENGTH),
    normalised: normaliseQuery(query),
    resultCount,
    at: new Date(),
  };
}

/** The most searched queries of a locale over the last `days` days that found something, most searched first. */
export async function popularQueries(
  db: Database,
  locale: LocaleCode,
  limit = 10,
  days = 30,
): Promise<Array<{ query: string; count: number }>> {
  const since = new Date(Date.now() - days * 86_400_000);
  const rows = await db
    .selectFrom('search_queries')
    .select(['normalised as query'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('locale', '=', locale)
    .where('created_at', '>=', since)
    .where('result_count', '>', 0)
    .groupBy('normalised')
    .orderBy('count', 'desc')
    .orderBy('normalised')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ query: row.query, count: Number(row.count) }));
}
