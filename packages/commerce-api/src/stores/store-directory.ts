import { sql } from 'kysely';
import { anyOf } from '../db/any-of';
import type { Database } from '../db/database';
import type { Market } from '../db/schema';
import { distanceKm, roundKm, type LatLng } from './geo';
import {
  addDays,
  hhmm,
  localClock,
  storeDayAt,
  type DaySchedule,
  type HoursRow,
  type SpecialHoursRow,
} from './opening-hours';

/** Special hours a store page lists: from the store's today for this many days. */
export const SPECIAL_HOURS_WINDOW_DAYS = 60;

/** A store with its weekly hours and the special hours around now, as read from the database. */
export interface StoreRecord {
  id: string;
  name: string;
  market: Market;
  address1: string;
  address2: string | null;
  suburb: string | null;
  city: string;
  state: string | null;
  postcode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  clickAndCollect: boolean;
  timeZone: string;
  services: string[];
  weekly: Map<number, HoursRow>;
  specials: Map<string, SpecialHoursRow>;
}

/** A store in a list (search, directory, stock, My Store). */
export interface StoreSummary {
  id: string;
  name: string;
  market: Market;
  address: {
    address1: string;
    address2: string | null;
    suburb: string | null;
    city: string;
    state: string | null;
    postcode: string;
    country: Market;
  };
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  clickAndCollect: boolean;
  services: string[];
  /** Kilometres from the searched place, one decimal; null when nothing was searched. */
  distanceKm: number | null;
  /** The store's local today: weekly or special hours. */
  today: DaySchedule;
  openNow: boolean;
}

/** One weekday of the regular hours. */
export interface WeeklyHoursEntry {
  weekday: number;
  opens: string | null;
  closes: string | null;
  closed: boolean;
}

/** A special (holiday) day on the store page. */
export interface SpecialHoursEntry {
  date: string;
  label: string;
  opens: string | null;
  closes: string | null;
  closed: boolean;
}

/** The store page: a summary plus the week, the special hours of the next 60 days. */
export interface StoreDetail extends StoreSummary {
  weeklyHours: WeeklyHoursEntry[];
  specialHours: SpecialHoursEntry[];
}

/**
 * How long a process keeps a market's stores, hours and special hours in memory. They are reference data that change
 * with a store's opening or a holiday list, not with shoppers, and every search, stock check and store page reads
 * them: served from memory, a store search costs no database round trip (issue 14: p95 < 50 ms at 20 connections).
 */
export const STORE_DIRECTORY_TTL_MS = 60_000;

interface DirectorySlot {
  loadedAt: number;
  stores: Promise<StoreRecord[]>;
}

const directories = new WeakMap<Database, Map<string, DirectorySlot>>();

/** Stores of a market (or those of its stores with the given ids), with weekly hours and today's special hours. */
export async function loadStores(
  db: Database,
  filter: { market: Market; ids?: readonly string[] },
  language: 'en' | 'fr',
  now: Date,
): Promise<StoreRecord[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  // Only "today" matters here: a store's local date is within a day of the UTC date, whatever its time zone.
  const from = addDays(now.toISOString().slice(0, 10), -1);
  let slots = directories.get(db);
  if (!slots) directories.set(db, (slots = new Map()));
  const key = `${filter.market}|${language}|${from}`;
  let slot = slots.get(key);
  if (!slot || Date.now() - slot.loadedAt > STORE_DIRECTORY_TTL_MS) {
    for (const [other, old] of slots) if (Date.now() - old.loadedAt > STORE_DIRECTORY_TTL_MS) slots.delete(other);
    slot = { loadedAt: Date.now(), stores: readStores(db, filter.market, language, from) };
    slots.set(key, slot);
    const loading = slot;
    // A failed read is not kept: the next request asks the database again.
    loading.stores.catch(() => slots.get(key) === loading && slots.delete(key));
  }
  const stores = await slot.stores;
  if (!filter.ids) return stores;
  const ids = new Set(filter.ids);
  return stores.filter((store) => ids.has(store.id));
}

/** Forgets the stores kept in memory, after stores, hours or special hours were changed in the database. */
export function invalidateStoreDirectory(db: Database): void {
  directories.delete(db);
}

async function readStores(db: Database, market: Market, language: 'en' | 'fr', from: string): Promise<StoreRecord[]> {
  const query = db
    .selectFrom('stores')
    .select([
      'id',
      'name',
      'market',
      'address1',
      'address2',
      'suburb',
      'city',
      'state',
      'postcode',
      'phone',
      'email',
      'latitude',
      'longitude',
      'click_and_collect',
      'time_zone',
      'services',
    ])
    .where('market', '=', market);
  const stores = await query.orderBy('id').execute();
  if (stores.length === 0) return [];
  const ids = stores.map((store) => store.id);
  const until = addDays(from, 3);
  const [hours, specials] = await Promise.all([
    db
      .selectFrom('store_hours')
      .select([
        'store_id',
        'weekday',
        sql<string | null>`opens::text`.as('opens'),
        sql<string | null>`closes::text`.as('closes'),
      ])
      .where('store_id', '=', anyOf(ids))
      .execute(),
    db
      .selectFrom('store_special_hours')
      .select([
        'store_id',
        sql<string>`day::text`.as('day'),
        language === 'fr' ? 'label_fr as label' : 'label_en as label',
        sql<string | null>`opens::text`.as('opens'),
        sql<string | null>`closes::text`.as('closes'),
      ])
      .where('store_id', '=', anyOf(ids))
      .where('day', '>=', from)
      .where('day', '<', until)
      .execute(),
  ]);
  const records = new Map<string, StoreRecord>();
  for (const store of stores) {
    records.set(store.id, {
      id: store.id,
      name: store.name,
      market: store.market,
      address1: store.address1,
      address2: store.address2,
      suburb: store.suburb,
      city: store.city,
      state: store.state,
      postcode: store.postcode,
      phone: store.phone,
      email: store.email,
      latitude: store.latitude,
      longitude: store.longitude,
      clickAndCollect: store.click_and_collect,
      timeZone: store.time_zone,
      services: store.services,
      weekly: new Map(),
      specials: new Map(),
    });
  }
  for (const row of hours) records.get(row.store_id)?.weekly.set(row.weekday, { opens: row.opens, closes: row.closes });
  for (const row of specials) {
    records.get(row.store_id)?.specials.set(row.day, {
      day: row.day,
      label: row.label,
      opens: row.opens,
      closes: row.closes,
    });
  }
  return [...records.values()];
}

/** The list view of a store at an instant, with its distance from a place when there is one. */
export function storeSummary(store: StoreRecord, now: Date, from: LatLng | null): StoreSummary {
  const { today, openNow } = storeDayAt(now, store.timeZone, store.weekly, store.specials);
  return {
    id: store.id,
    name: store.name,
    market: store.market,
    address: {
      address1: store.address1,
      address2: store.address2,
      suburb: store.suburb,
      city: store.city,
      state: store.state,
      postcode: store.postcode,
      country: store.market,
    },
    phone: store.phone,
    email: store.email,
    latitude: store.latitude,
    longitude: store.longitude,
    timeZone: store.timeZone,
    clickAndCollect: store.clickAndCollect,
    services: store.services,
    distanceKm: from ? roundKm(distanceKm(from, store)) : null,
    today,
    openNow,
  };
}

/** Monday first, as the store page lists the week. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** The store page view: the summary plus the week and the special hours of the next 60 days (store-local). */
export async function storeDetail(
  db: Database,
  store: StoreRecord,
  now: Date,
  language: 'en' | 'fr',
): Promise<StoreDetail> {
  const localToday = localClock(now, store.timeZone).date;
  const until = addDays(localToday, SPECIAL_HOURS_WINDOW_DAYS);
  const specials = await db
    .selectFrom('store_special_hours')
    .select([
      sql<string>`day::text`.as('day'),
      language === 'fr' ? 'label_fr as label' : 'label_en as label',
      sql<string | null>`opens::text`.as('opens'),
      sql<string | null>`closes::text`.as('closes'),
    ])
    .where('store_id', '=', store.id)
    .where('day', '>=', localToday)
    .where('day', '<', until)
    .orderBy('day')
    .execute();
  return {
    ...storeSummary(store, now, null),
    weeklyHours: weekOrder.map((weekday) => {
      const hours = store.weekly.get(weekday);
      const closed = !hours?.opens || !hours.closes;
      return {
        weekday,
        opens: closed ? null : hhmm(hours.opens),
        closes: closed ? null : hhmm(hours.closes),
        closed,
      };
    }),
    specialHours: specials.map((special) => {
      const closed = special.opens === null || special.closes === null;
      return {
        date: special.day,
        label: special.label,
        opens: closed ? null : hhmm(special.opens),
        closes: closed ? null : hhmm(special.closes),
        closed,
      };
    }),
  };
}

/** Stores ordered by distance from a place (ties by name), nearest first. */
export function nearest(stores: readonly StoreRecord[], from: LatLng): StoreRecord[] {
  return stores
    .map((store) => ({ store, km: distanceKm(from, store) }))
    .sort((a, b) => a.km - b.km || a.store.name.localeCompare(b.store.name))
    .map((entry) => entry.store);
}
