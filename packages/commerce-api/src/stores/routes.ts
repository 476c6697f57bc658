import {
  sizeCodePattern,
  skuPattern,
  storeSearchLocationSchema,
  storeSlugSchema,
  validationMessages as m,
} from '@storefront/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { availabilityOf } from '../catalogue/availability';
import { anyOf } from '../db/any-of';
import type { Market } from '../db/schema';
import { ApiProblem, problems } from '../http/problem';
import { defineRoute } from '../http/route';
import { requireMember } from '../http/session';
import { inStoreStock, type InStoreMessage } from './in-store-stock';
import { resolvePlace, type Place } from './place-search';
import { loadStores, nearest, storeDetail, storeSummary, type StoreRecord, type StoreSummary } from './store-directory';
import { storesClock } from './stores-clock';

/** Stores a search lists unless `limit` says otherwise. */
export const DEFAULT_STORE_LIMIT = 10;
/** The most stores one answer lists. */
export const MAX_STORE_LIMIT = 25;
/** The most SKUs one store-stock request may ask about. */
export const MAX_SKUS_PER_REQUEST = 50;

/** The answer code when the searched place is not in the gazetteer (HTTP 200, `place: null`, `stores: []`). */
export const LOCATION_NOT_FOUND = 'LOCATION_NOT_FOUND';

const linkInvalid = m.linkInvalid.id;

function coordinate(limit: number) {
  return v.pipe(
    v.string(m.locationInvalid.id),
    v.trim(),
    v.regex(/^-?\d{1,3}(?:\.\d{1,10})?$/, m.locationInvalid.id),
    v.transform(Number),
    v.minValue(-limit, m.locationInvalid.id),
    v.maxValue(limit, m.locationInvalid.id),
  );
}

const limitSchema = v.optional(
  v.pipe(
    v.string(linkInvalid),
    v.regex(/^\d{1,2}$/, linkInvalid),
    v.transform(Number),
    v.minValue(1, linkInvalid),
    v.maxValue(MAX_STORE_LIMIT, linkInvalid),
  ),
  String(DEFAULT_STORE_LIMIT),
);

const flagSchema = v.optional(
  v.pipe(
    v.picklist(['0', '1', 'true', 'false'], linkInvalid),
    v.transform((value) => value === '1' || value === 'true'),
  ),
  '0',
);

const skuSchema = v.pipe(v.string(linkInvalid), v.trim(), v.regex(skuPattern, linkInvalid));
const sizeSchema = v.pipe(v.string(linkInvalid), v.trim(), v.regex(sizeCodePattern, linkInvalid));
const marketSchema = v.picklist(['AU', 'CA', 'NZ'], linkInvalid);

/** Where to search from: a typed place (`q`) or the browser's position (`lat` + `lng`). */
const whereSchema = {
  q: v.optional(storeSearchLocationSchema),
  lat: v.optional(coordinate(90)),
  lng: v.optional(coordinate(180)),
  limit: limitSchema,
};

const searchQuerySchema = v.object(whereSchema);

const stockQuerySchema = v.object({
  ...whereSchema,
  sku: skuSchema,
  size: v.optional(sizeSchema),
  engraving: flagSchema,
  inStockOnly: flagSchema,
});

const directoryQuerySchema = v.object({ market: v.optional(marketSchema) });
const storeParamsSchema = v.object({ id: storeSlugSchema });
const storeStockQuerySchema = v.object({
  skus: v.pipe(
    v.string(linkInvalid),
    v.transform((value) =>
      value
        .split(',')
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
    v.minLength(1, linkInvalid),
    v.maxLength(MAX_SKUS_PER_REQUEST, linkInvalid),
    v.everyItem((sku) => v.is(skuSchema, sku), linkInvalid),
  ),
  size: v.optional(sizeSchema),
});
const myStoreBodySchema = v.object({ storeId: storeSlugSchema });

type Where = { q?: string | undefined; lat?: number | undefined; lng?: number | undefined };

/** The place to measure from, `null` when the typed place is unknown; bad or missing input is a 400. */
async function placeOf(request: FastifyRequest, where: Where): Promise<{ query: string | null; place: Place | null }> {
  if (where.q !== undefined) {
    return { query: where.q, place: await resolvePlace(request.server.db, request.localeContext.market, where.q) };
  }
  if (where.lat !== undefined && where.lng !== undefined) {
    const place: Place = {
      match: 'coordinates',
      postcode: null,
      locality: null,
      city: null,
      state: null,
      latitude: where.lat,
      longitude: where.lng,
    };
    return { query: null, place };
  }
  if (where.lat !== undefined) throw problems.invalid({ lng: m.locationInvalid.id });
  if (where.lng !== undefined) throw problems.invalid({ lat: m.locationInvalid.id });
  throw problems.invalid({ q: m.locationRequired.id });
}

function storeNotFound(): ApiProblem {
  return new ApiProblem(404, 'STORE_NOT_FOUND', 'There is no such store.');
}

async function marketStore(request: FastifyRequest, id: string, now: Date): Promise<StoreRecord> {
  const { market, language } = request.localeContext;
  const [store] = await loadStores(request.server.db, { market, ids: [id] }, language, now);
  if (!store) throw storeNotFound();
  return store;
}

function sortForDirectory(stores: StoreSummary[]): StoreSummary[] {
  const key = (store: StoreSummary) => store.address.state ?? store.address.city;
  return stores.sort((a, b) => key(a).localeCompare(key(b), 'en') || a.name.localeCompare(b.name, 'en'));
}

/** Stores: search by place, directory, store page, in-store stock, My Store for members. */
export async function storesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/stores/search',
    tag: 'stores',
    summary: 'Stores of the request’s market nearest a postcode, suburb or city (`q`) or a position (`lat`, `lng`)',
    query: searchQuerySchema,
    responses: {
      200: '`{ query, place, stores }`; an unknown place gives `{ query, place: null, stores: [], code: "LOCATION_NOT_FOUND" }`',
    },
    handler: async ({ request, query }) => {
      const now = storesClock.now();
      const { query: text, place } = await placeOf(request, query);
      if (!place) return { query: text, place: null, stores: [], code: LOCATION_NOT_FOUND };
      const { market, language } = request.localeContext;
      const stores = await loadStores(app.db, { market }, language, now);
      return {
        query: text,
        place,
        stores: nearest(stores, place)
          .slice(0, query.limit)
          .map((store) => storeSummary(store, now, place)),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/stores',
    tag: 'stores',
    summary: 'Every store of a market (default: the request’s), by state or province then name',
    query: directoryQuerySchema,
    handler: async ({ request, query }) => {
      const now = storesClock.now();
      const market: Market = query.market ?? request.localeContext.market;
      const stores = await loadStores(app.db, { market }, request.localeContext.language, now);
      return { market, stores: sortForDirectory(stores.map((store) => storeSummary(store, now, null))) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/stores/stock',
    tag: 'stores',
    summary: 'In-store stock of a variant and size at the stores nearest a place, with the SPEC §4 message per store',
    query: stockQuerySchema,
    responses: {
      200: '`{ sku, size, engraved, query, place, summary, stores }`; unknown place: `place: null`, `code: "LOCATION_NOT_FOUND"`',
      404: '`SKU_NOT_FOUND`: no such variant',
    },
    handler: async ({ request, query }) => {
      const now = storesClock.now();
      const variant = await app.db
        .selectFrom('variants')
        .innerJoin('products', 'products.id', 'variants.product_id')
        .select(['variants.sku', 'products.sized', 'products.online', 'products.made_to_order'])
        .where('variants.sku', '=', query.sku)
        .executeTakeFirst();
      if (!variant) throw new ApiProblem(404, 'SKU_NOT_FOUND', 'There is no such product variant.');
      const size = variant.sized ? (query.size ?? '') : '';
      if (variant.sized && size === '') throw problems.invalid({ size: m.sizeRequired.id });
      const { query: text, place } = await placeOf(request, query);
      const base = { sku: variant.sku, size, engraved: query.engraving, query: text };
      if (!place) {
        return {
          ...base,
          place: null,
          summary: { storesListed: 0, storesWithStock: 0 },
          stores: [],
          code: LOCATION_NOT_FOUND,
        };
      }
      const { market, language } = request.localeContext;
      const [stores, shelves, online] = await Promise.all([
        loadStores(app.db, { market }, language, now),
        app.db
          .selectFrom('store_stock')
          .innerJoin('stores', 'stores.id', 'store_stock.store_id')
          .select([
            'store_stock.store_id',
            sql<number>`coalesce(sum(store_stock.quantity) filter (where store_stock.size = ${size}), 0)::int`.as(
              'quantity',
            ),
            sql<number>`sum(store_stock.quantity)::int`.as('total'),
          ])
          .where('store_stock.sku', '=', variant.sku)
          .where('stores.market', '=', market)
          .groupBy('store_stock.store_id')
          .execute(),
        app.db
          .selectFrom('stock')
          .select('quantity')
          .where('sku', '=', variant.sku)
          .where('size', '=', size)
          .executeTakeFirst(),
      ]);
      const orderableOnline =
        availabilityOf(
          {
            online: variant.online,
            madeToOrder: variant.made_to_order,
            quantity: online?.quantity ?? 0,
            personalised: false,
          },
          { standardDispatchTime: 1, resizeEngravingDelayTime: 3 },
        ).orderable > 0;
      const byStore = new Map(shelves.map((shelf) => [shelf.store_id, shelf]));
      const listed = nearest(stores, place)
        .map((store) => {
          const shelf = byStore.get(store.id);
          const available = shelf?.quantity ?? 0;
          const total = shelf?.total ?? 0;
          const answer = inStoreStock({
            quantity: available,
            total,
            sized: variant.sized,
            orderableOnline,
            storeClickAndCollect: store.clickAndCollect,
            engraved: query.engraving,
          });
          return { store, stock: { available, total, ...answer } };
        })
        .filter((entry) => !query.inStockOnly || entry.stock.available > 0)
        .slice(0, query.limit);
      return {
        ...base,
        place,
        summary: {
          storesListed: listed.length,
          storesWithStock: listed.filter((entry) => entry.stock.available > 0).length,
        },
        stores: listed.map(({ store, stock }) => ({ ...storeSummary(store, now, place), stock })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/stores/:id',
    tag: 'stores',
    summary: 'A store of the request’s market: address, contact, weekly hours, special hours of the next 60 days',
    params: storeParamsSchema,
    responses: { 404: '`STORE_NOT_FOUND`' },
    handler: async ({ request, params }) => {
      const now = storesClock.now();
      const store = await marketStore(request, params.id, now);
      return storeDetail(app.db, store, now, request.localeContext.language);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/stores/:id/stock',
    tag: 'stores',
    summary: 'Stock of some variants (`skus`, comma-separated, at most 50) at one store, per size',
    params: storeParamsSchema,
    query: storeStockQuerySchema,
    responses: { 404: '`STORE_NOT_FOUND`' },
    handler: async ({ request, params, query }) => {
      const now = storesClock.now();
      const store = await marketStore(request, params.id, now);
      const skus = [...new Set(query.skus)];
      const [variants, shelves, online] = await Promise.all([
        app.db
          .selectFrom('variants')
          .innerJoin('products', 'products.id', 'variants.product_id')
          .select(['variants.sku', 'products.sized', 'products.online', 'products.made_to_order'])
          .where('variants.sku', '=', anyOf(skus))
          .execute(),
        app.db
          .selectFrom('store_stock')
          .select(['sku', 'size', 'quantity'])
          .where('store_id', '=', store.id)
          .where('sku', '=', anyOf(skus))
          .orderBy('sku')
          .orderBy('size')
          .execute(),
        app.db.selectFrom('stock').select(['sku', 'size', 'quantity']).where('sku', '=', anyOf(skus)).execute(),
      ]);
      const known = new Map(variants.map((variant) => [variant.sku, variant]));
      const onlineBy = new Map(online.map((row) => [`${row.sku}\u0000${row.size}`, row.quantity]));
      return {
        storeId: store.id,
        clickAndCollect: store.clickAndCollect,
        items: skus.map((sku) => {
          const variant = known.get(sku);
          const sizes = shelves
            .filter((shelf) => shelf.sku === sku)
            .map((shelf) => ({ size: shelf.size, quantity: shelf.quantity }));
          const total = sizes.reduce((sum, entry) => sum + entry.quantity, 0);
          if (!variant) {
            const message: InStoreMessage = 'not_available';
            return { sku, known: false, size: null, available: 0, total: 0, sizes, message, clickAndCollect: false };
          }
          const size = variant.sized ? (query.size ?? null) : '';
          const available = size === null ? total : (sizes.find((entry) => entry.size === size)?.quantity ?? 0);
          const onlineQuantity =
            size === null
              ? Math.max(0, ...online.filter((row) => row.sku === sku).map((row) => row.quantity))
              : (onlineBy.get(`${sku}\u0000${size}`) ?? 0);
          const orderableOnline =
            availabilityOf(
              {
                online: variant.online,
                madeToOrder: variant.made_to_order,
                quantity: onlineQuantity,
                personalised: false,
              },
              { standardDispatchTime: 1, resizeEngravingDelayTime: 3 },
            ).orderable > 0;
          const answer = inStoreStock({
            quantity: available,
            total,
            sized: variant.sized && size !== null,
            orderableOnline,
            storeClickAndCollect: store.clickAndCollect,
            engraved: false,
          });
          return { sku, known: true, size, available, total, sizes, ...answer };
        }),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/account/my-store',
    tag: 'stores',
    summary: 'The signed-in member’s My Store (null when none is chosen)',
    responses: { 401: '`UNAUTHENTICATED`' },
    handler: async ({ request }) => {
      const customerId = requireMember(request);
      const now = storesClock.now();
      const chosen = await app.db
        .selectFrom('customer_my_store')
        .select('store_id')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!chosen) return { store: null };
      const { market, language } = request.localeContext;
      // A store of another market (chosen on another regional site) is not this site's My Store.
      const [store] = await loadStores(app.db, { market, ids: [chosen.store_id] }, language, now);
      return { store: store ? storeSummary(store, now, null) : null };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/account/my-store',
    tag: 'stores',
    summary: 'Sets the signed-in member’s My Store to a store of the request’s market',
    body: myStoreBodySchema,
    responses: { 401: '`UNAUTHENTICATED`', 404: '`STORE_NOT_FOUND`' },
    handler: async ({ request, body }) => {
      const customerId = requireMember(request);
      const now = storesClock.now();
      const store = await marketStore(request, body.storeId, now);
      await app.db
        .insertInto('customer_my_store')
        .values({ customer_id: customerId, store_id: store.id, updated_at: now })
        .onConflict((conflict) => conflict.column('customer_id').doUpdateSet({ store_id: store.id, updated_at: now }))
        .execute();
      return { store: storeSummary(store, now, null) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/account/my-store',
    tag: 'stores',
    summary: 'Clears the signed-in member’s My Store',
    responses: { 204: 'Cleared (also when none was set)', 401: '`UNAUTHENTICATED`' },
    handler: async ({ request, reply }) => {
      const customerId = requireMember(request);
      await app.db.deleteFrom('customer_my_store').where('customer_id', '=', customerId).execute();
      void reply.code(204);
      return reply.send();
    },
  });
}
