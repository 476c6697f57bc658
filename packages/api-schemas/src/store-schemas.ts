import * as v from 'valibot';
import { daySchema, marketSchema } from './market-schemas';

/** Opening and closing time, `HH:MM`. */
const clockTimeSchema = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/));

/** The hours of one local day of a store. */
export const dayScheduleSchema = v.object({
  date: daySchema,
  /** 0 = Sunday … 6 = Saturday. */
  weekday: v.number(),
  /** Null when closed. */
  opens: v.nullable(clockTimeSchema),
  closes: v.nullable(clockTimeSchema),
  closed: v.boolean(),
  /** The special (holiday) hours' label when they replace the weekly hours that day, else null. */
  special: v.nullable(v.string()),
});
/** A store's day. */
export type DaySchedule = v.InferOutput<typeof dayScheduleSchema>;

/** A store in a list (search, directory, in-store stock, My Store). */
export const storeSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  market: marketSchema,
  address: v.object({
    address1: v.string(),
    address2: v.nullable(v.string()),
    suburb: v.nullable(v.string()),
    city: v.string(),
    state: v.nullable(v.string()),
    postcode: v.string(),
    country: marketSchema,
  }),
  phone: v.string(),
  email: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  timeZone: v.string(),
  clickAndCollect: v.boolean(),
  services: v.array(v.string()),
  /** Kilometres from the searched place, one decimal; null when nothing was searched. */
  distanceKm: v.nullable(v.number()),
  /** The store's local today: weekly or special hours. */
  today: dayScheduleSchema,
  openNow: v.boolean(),
});
/** A store summary. */
export type StoreSummary = v.InferOutput<typeof storeSummarySchema>;

/** `GET /stores`: every store of a market, by state or province then name. */
export const storeListAnswerSchema = v.object({ market: marketSchema, stores: v.array(storeSummarySchema) });
/** The store directory answer. */
export type StoreListAnswer = v.InferOutput<typeof storeListAnswerSchema>;

/** The place a store search measures from, and how the query was understood. */
export const storePlaceSchema = v.object({
  match: v.picklist(['postcode', 'postcode_area', 'city', 'locality', 'similar', 'coordinates']),
  postcode: v.nullable(v.string()),
  locality: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  latitude: v.number(),
  longitude: v.number(),
});
/** A searched place. */
export type StorePlace = v.InferOutput<typeof storePlaceSchema>;

/** `GET /stores/search`: the stores nearest a place; an unknown place is `place: null` with `LOCATION_NOT_FOUND`. */
export const storeSearchAnswerSchema = v.object({
  query: v.nullable(v.string()),
  place: v.nullable(storePlaceSchema),
  stores: v.array(storeSummarySchema),
  code: v.optional(v.literal('LOCATION_NOT_FOUND')),
});
/** The store search answer. */
export type StoreSearchAnswer = v.InferOutput<typeof storeSearchAnswerSchema>;

/** `GET /stores/:id`: the store page, with the week (Monday first) and the special hours of the next 60 days. */
export const storeDetailAnswerSchema = v.object({
  ...storeSummarySchema.entries,
  weeklyHours: v.array(
    v.object({
      weekday: v.number(),
      opens: v.nullable(clockTimeSchema),
      closes: v.nullable(clockTimeSchema),
      closed: v.boolean(),
    }),
  ),
  specialHours: v.array(
    v.object({
      date: daySchema,
      label: v.string(),
      opens: v.nullable(clockTimeSchema),
      closes: v.nullable(clockTimeSchema),
      closed: v.boolean(),
    }),
  ),
});
/** The store page answer. */
export type StoreDetail = v.InferOutput<typeof storeDetailAnswerSchema>;

/** The in-store stock messages of SPEC §4, as codes the storefront words. */
export const inStoreMessageSchema = v.picklist([
  'in_stock',
  'limited_stock',
  'available',
  'not_available',
  'size_not_available',
  'engraving_not_available',
]);
/** An in-store stock message code. */
export type InStoreMessage = v.InferOutput<typeof inStoreMessageSchema>;

/** A store's stock of one variant and size: units of the size, units across sizes, the message, click and collect. */
export const storeStockSchema = v.object({
  available: v.number(),
  total: v.number(),
  message: inStoreMessageSchema,
  clickAndCollect: v.boolean(),
});
/** A store's stock of a variant and size. */
export type StoreStock = v.InferOutput<typeof storeStockSchema>;

/** A store of an in-store stock search, with its stock. */
export const storeWithStockSchema = v.object({ ...storeSummarySchema.entries, stock: storeStockSchema });
/** A store with its stock. */
export type StoreWithStock = v.InferOutput<typeof storeWithStockSchema>;

/** `GET /stores/stock`: a variant and size at the stores nearest a place; an unknown place is `place: null`. */
export const storeStockSearchAnswerSchema = v.object({
  sku: v.string(),
  /** The size asked about; '' for pieces without sizes. */
  size: v.string(),
  engraved: v.boolean(),
  query: v.nullable(v.string()),
  place: v.nullable(storePlaceSchema),
  summary: v.object({ storesListed: v.number(), storesWithStock: v.number() }),
  stores: v.array(storeWithStockSchema),
  code: v.optional(v.literal('LOCATION_NOT_FOUND')),
});
/** The in-store stock search answer. */
export type StoreStockSearchAnswer = v.InferOutput<typeof storeStockSearchAnswerSchema>;

/** `GET /stores/:id/stock`: some variants at one store, per size, each with its message. */
export const oneStoreStockAnswerSchema = v.object({
  storeId: v.string(),
  clickAndCollect: v.boolean(),
  items: v.array(
    v.object({
      sku: v.string(),
      /** False for a SKU the catalogue does not know. */
      known: v.boolean(),
      /** The size asked about ('' for pieces without sizes), or null when a sized piece was asked without one. */
      size: v.nullable(v.string()),
      available: v.number(),
      total: v.number(),
      sizes: v.array(v.object({ size: v.string(), quantity: v.number() })),
      message: inStoreMessageSchema,
      clickAndCollect: v.boolean(),
    }),
  ),
});
/** One store's stock answer. */
export type OneStoreStockAnswer = v.InferOutput<typeof oneStoreStockAnswerSchema>;

/**
 * The body of a 409 `INSUFFICIENT_STOCK_AT_STORE` from `PUT /checkout/shipping`: each bag line the store cannot give
 * for click and collect and why (fewer than wanted, only other sizes, none at all).
 */
export const storeShortfallProblemSchema = v.object({
  lines: v.array(
    v.object({
      lineId: v.string(),
      sku: v.string(),
      size: v.nullable(v.string()),
      reason: v.picklist(['quantity', 'size', 'not_at_store']),
    }),
  ),
});
/** The store's shortfall for click and collect. */
export type StoreShortfallProblem = v.InferOutput<typeof storeShortfallProblemSchema>;
