import * as v from 'valibot';
import { anyOf } from '../db/any-of';
import type { Database } from '../db/database';

/** Most items one merge takes (the browser's guest list is capped the same way). */
export const MAX_MERGE_ITEMS = 100;

const identifier = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64), v.regex(/^[A-Za-z0-9._-]+$/));

/** One item of a guest's browser wishlist: product, optional variant, when it was added. */
export const guestWishlistItemSchema = v.object({
  productId: identifier,
  sku: v.optional(v.nullable(identifier)),
  addedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});

/** A guest wishlist as sent on sign-in or to the merge route (at most 100 items). */
export const guestWishlistSchema = v.pipe(v.array(guestWishlistItemSchema), v.maxLength(MAX_MERGE_ITEMS));

/** A guest wishlist item after validation. */
export type GuestWishlistItem = v.InferOutput<typeof guestWishlistItemSchema>;

/**
 * Adds a guest's items to a member's wishlist, idempotently: items already there stay as they are, unknown products
 * are skipped (the guest list may be older than the catalogue), a variant of another product is dropped. Returns how
 * many items were added.
 */
export async function mergeWishlistItems(
  db: Database,
  customerId: string,
  items: readonly GuestWishlistItem[],
  now = new Date(),
): Promise<number> {
  if (items.length === 0) return 0;
  const productIds = [...new Set(items.map((item) => item.productId))];
  const products = await db.selectFrom('products').select('id').where('id', '=', anyOf(productIds)).execute();
  const known = new Set(products.map((row) => row.id));
  const skus = [...new Set(items.flatMap((item) => (item.sku ? [item.sku] : [])))];
  const variants = skus.length
    ? await db.selectFrom('variants').select(['sku', 'product_id']).where('sku', '=', anyOf(skus)).execute()
    : [];
  const productOfSku = new Map(variants.map((row) => [row.sku, row.product_id]));
  const seen = new Set<string>();
  const rows = [];
  for (const item of items) {
    if (!known.has(item.productId) || seen.has(item.productId)) continue;
    seen.add(item.productId);
    const sku = item.sku && productOfSku.get(item.sku) === item.productId ? item.sku : null;
    const added = item.addedAt ? new Date(item.addedAt) : now;
    rows.push({
      customer_id: customerId,
      product_id: item.productId,
      sku,
      added_at: Number.isNaN(added.getTime()) || added > now ? now : added,
    });
  }
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('wishlist_items')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['customer_id', 'product_id']).doNothing())
    .returning('product_id')
    .execute();
  return inserted.length;
}
