import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Market } from '../db/schema';
import { placeKey, postcodeQuery } from './place-key';

/** How a query was understood. */
export type PlaceMatch = 'postcode' | 'postcode_area' | 'city' | 'locality' | 'similar' | 'coordinates';

/** The place a store search measures distances from. */
export interface Place {
  match: PlaceMatch;
  postcode: string | null;
  locality: string | null;
  city: string | null;
  state: string | null;
  latitude: number;
  longitude: number;
}

/** Below this trigram similarity a name is not taken as a typo of a known place. */
export const SIMILARITY_THRESHOLD = 0.35;

const stateCodes: Record<Market, ReadonlySet<string>> = {
  AU: new Set(['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa']),
  CA: new Set(['ab', 'bc', 'mb', 'nb', 'nl', 'ns', 'nt', 'nu', 'on', 'pe', 'qc', 'sk', 'yt']),
  NZ: new Set(),
};

const columns = ['postcode', 'locality', 'city', 'state', 'latitude', 'longitude'] as const;

function place(match: PlaceMatch, row: Omit<Place, 'match'>): Place {
  return { match, ...row };
}

async function byPostcode(db: Database, market: Market, postcode: string): Promise<Omit<Place, 'match'> | undefined> {
  return db
    .selectFrom('gazetteer')
    .select(columns)
    .where('market', '=', market)
    .where('postcode', '=', postcode)
    .orderBy('centre', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** Places a process remembers, by market and typed text: the gazetteer is reference data shipped with the seed. */
const PLACE_CACHE_SIZE = 2000;
const placeCaches = new WeakMap<Database, Map<string, Promise<Place | null>>>();

/**
 * {@link findPlace}, remembered per process (the least recently asked forgotten first), so that a search for a
 * place shoppers often type (a city, a popular postcode) does not ask the database again.
 */
export function resolvePlace(db: Database, market: Market, query: string): Promise<Place | null> {
  let cache = placeCaches.get(db);
  if (!cache) placeCaches.set(db, (cache = new Map()));
  const key = `${market}|${query.trim().toLowerCase()}`;
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const found = findPlace(db, market, query);
  cache.set(key, found);
  found.catch(() => cache.get(key) === found && cache.delete(key));
  if (cache.size > PLACE_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return found;
}

/** Forgets the places kept for this database (after a re-seed: the gazetteer ships with the seed). */
export function invalidatePlaces(db: Database): void {
  placeCaches.delete(db);
}

/**
 * Resolves what a shopper typed to a place of the market, through the gazetteer: a postcode (Canadian forms K1V 1J8,
 * K1V-1J8 and K1V1J8 alike, falling back to the forward sortation area), else a city or locality name (case- and
 * accent-insensitive, an optional trailing state code such as "Richmond VIC"), else the most similar name (typos).
 */
async function findPlace(db: Database, market: Market, query: string): Promise<Place | null> {
  const postcode = postcodeQuery(market, query);
  if (postcode) {
    if (postcode.kind === 'full') {
      const exact = await byPostcode(db, market, postcode.postcode);
      if (exact) return place('postcode', exact);
    }
    if (market === 'CA') {
      const area = await byPostcode(db, market, postcode.area);
      if (area) return place('postcode_area', area);
    }
    return null;
  }
  const words = placeKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  let state: string | null = null;
  if (words.length > 1 && stateCodes[market].has(words[words.length - 1] as string)) {
    state = (words.pop() as string).toUpperCase();
  }
  const key = words.join(' ');
  let exact = db
    .selectFrom('gazetteer')
    .select(columns)
    .select(sql<boolean>`city_key = ${key}`.as('is_city'))
    .where('market', '=', market)
    .where((eb) => eb.or([eb('locality_key', '=', key), eb('city_key', '=', key)]));
  if (state) exact = exact.where('state', '=', state);
  const found = await exact
    // The city itself (its centre) before a suburb of the same name, then the suburb, then anything in the city.
    .orderBy(sql`city_key = ${key} and centre`, 'desc')
    .orderBy(sql`locality_key = ${key}`, 'desc')
    .orderBy('centre', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (found) {
    const { is_city: isCity, ...row } = found;
    return place(isCity ? 'city' : 'locality', row);
  }
  const score = sql<number>`greatest(similarity(locality_key, ${key}), similarity(city_key, ${key}))`;
  let similar = db
    .selectFrom('gazetteer')
    .select(columns)
    .where('market', '=', market)
    .where(score, '>=', SIMILARITY_THRESHOLD);
  if (state) similar = similar.where('state', '=', state);
  const best = await similar.orderBy(score, 'desc').orderBy('centre', 'desc').orderBy('id').executeTakeFirst();
  return best ? place('similar', best) : null;
}
