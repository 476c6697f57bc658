import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { pricesFor, unitCents } from '../catalogue/pricing';
import { productThumbnailUrl } from '../catalogue/product-images';
import { ApiProblem } from '../http/problem';
import { defineRoute } from '../http/route';
import { requireMember } from '../http/session';
import { guestWishlistSchema, mergeWishlistItems } from './wishlist-items';

const identifier = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64), v.regex(/^[A-Za-z0-9._-]+$/));
const productParams = v.object({ productId: identifier });
const addBody = v.object({ sku: v.optional(identifier) });
const mergeBody = v.object({ items: guestWishlistSchema });

const productNotFound = () => new ApiProblem(404, 'PRODUCT_NOT_FOUND', 'This product is not in our catalogue.');

/** The member's wishlist with what the storefront shows: name, slug, image, metal, today's price in the currency. */
async function wishlistOf(request: FastifyRequest, customerId: string) {
  const { db } = request.server;
  const { currency, language } = request.localeContext;
  const rows = await db
    .selectFrom('wishlist_items as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .leftJoin('variants as chosen', 'chosen.sku', 'w.sku')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('variants')
          .select(['variants.sku', 'variants.metal'])
          .whereRef('variants.product_id', '=', 'p.id')
          .orderBy('variants.is_default', 'desc')
          .orderBy('variants.position')
          .orderBy('variants.sku')
          .limit(1)
          .as('fallback'),
      (join) => join.onTrue(),
    )
    .select([
      'w.product_id',
      'w.sku',
      'w.added_at',
      'p.slug',
      'p.name_en',
      'p.name_fr',
      'p.online',
      'chosen.metal as chosen_metal',
      'fallback.sku as fallback_sku',
      'fallback.metal as fallback_metal',
    ])
    .where('w.customer_id', '=', customerId)
    .orderBy('w.added_at', 'desc')
    .orderBy('w.product_id')
    .execute();
  const priceSku = (row: (typeof rows)[number]) => (row.chosen_metal !== null ? row.sku : row.fallback_sku);
  const prices = await pricesFor(
    db,
    rows.flatMap((row) => (priceSku(row) ? [priceSku(row)!] : [])),
    currency,
  );
  return {
    currency,
    items: rows.map((row) => {
      const sku = priceSku(row);
      const metal = row.chosen_metal ?? row.fallback_metal;
      const price = sku ? prices.get(sku) : undefined;
      return {
        productId: row.product_id,
        sku: row.chosen_metal !== null ? row.sku : null,
        name: language === 'fr' ? row.name_fr : row.name_en,
        slug: row.slug,
        metal,
        imageUrl: metal ? productThumbnailUrl(row.product_id, metal) : null,
        online: row.online,
        price: price
          ? {
              currency,
              listCents: price.listCents,
              memberCents: price.memberCents,
              priceCents: unitCents(price, true),
            }
          : null,
        addedAt: row.added_at.toISOString(),
      };
    }),
  };
}

/** wishlist: the signed-in member's saved pieces (guests keep theirs in the browser and merge it on sign-in). */
export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/wishlist',
    tag: 'wishlist',
    summary: 'The member’s wishlist, newest first, priced in the market’s currency',
    responses: { 401: 'UNAUTHENTICATED' },
    handler: async ({ request }) => wishlistOf(request, requireMember(request)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/wishlist/items/:productId',
    tag: 'wishlist',
    summary: 'Save a product (optionally one variant) to the wishlist; saving it again updates the variant',
    params: productParams,
    body: addBody,
    responses: { 401: 'UNAUTHENTICATED', 404: 'PRODUCT_NOT_FOUND (unknown product, or a variant of another one)' },
    handler: async ({ request, params, body }) => {
      const customerId = requireMember(request);
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('id', '=', params.productId)
        .executeTakeFirst();
      if (!product) throw productNotFound();
      const sku = body.sku || null;
      if (sku) {
        const variant = await db
          .selectFrom('variants')
          .select('sku')
          .where('sku', '=', sku)
          .where('product_id', '=', product.id)
          .executeTakeFirst();
        if (!variant) throw productNotFound();
      }
      await db
        .insertInto('wishlist_items')
        .values({ customer_id: customerId, product_id: product.id, sku, added_at: new Date() })
        .onConflict((conflict) => conflict.columns(['customer_id', 'product_id']).doUpdateSet({ sku }))
        .execute();
      return wishlistOf(request, customerId);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/wishlist/items/:productId',
    tag: 'wishlist',
    summary: 'Remove a product from the member’s wishlist; a product not on it is a 404',
    params: productParams,
    responses: { 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND' },
    handler: async ({ request, params }) => {
      const customerId = requireMember(request);
      const removed = await db
        .deleteFrom('wishlist_items')
        .where('customer_id', '=', customerId)
        .where('product_id', '=', params.productId)
        .returning('product_id')
        .executeTakeFirst();
      if (!removed) throw new ApiProblem(404, 'NOT_FOUND', 'This product is not on your wishlist.');
      return wishlistOf(request, customerId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/wishlist/merge',
    tag: 'wishlist',
    summary: 'Merge a browser wishlist (at most 100 items) into the member’s; idempotent, unknown products skipped',
    body: mergeBody,
    responses: { 401: 'UNAUTHENTICATED' },
    handler: async ({ request, body }) => {
      const customerId = requireMember(request);
      const added = await mergeWishlistItems(db, customerId, body.items);
      return { added, ...(await wishlistOf(request, customerId)) };
    },
  });
}
