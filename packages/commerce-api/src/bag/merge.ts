import { sql } from 'kysely';
import { anyOf } from '../db/any-of';
import type { Database } from '../db/database';

/** The most of one line a bag holds (the `bag_lines.quantity` check). */
export const MAX_LINE_QUANTITY = 99;

/** Units of these sku/size pairs that can be ordered online now (made-to-order pieces: the line maximum). */
async function orderableUnits(
  db: Database,
  lines: ReadonlyArray<{ sku: string; size: string }>,
): Promise<(sku: string, size: string) => number> {
  if (lines.length === 0) return () => 0;
  const skus = [...new Set(lines.map((line) => line.sku))];
  const products = await db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select(['variants.sku', 'products.made_to_order', 'products.online'])
    .where('variants.sku', '=', anyOf(skus))
    .execute();
  const stock = await db
    .selectFrom('stock')
    .select(['sku', 'size', 'quantity'])
    .where('sku', '=', anyOf(skus))
    .execute();
  const bySku = new Map(products.map((row) => [row.sku, row]));
  const quantities = new Map(stock.map((row) => [`${row.sku}\u0000${row.size}`, row.quantity]));
  return (sku, size) => {
    const product = bySku.get(sku);
    if (!product?.online) return 0;
    if (product.made_to_order) return MAX_LINE_QUANTITY;
    return quantities.get(`${sku}\u0000${size}`) ?? 0;
  };
}

/**
 * Signs a guest's bag over to a member (called by login and registration): the guest bag's lines join the member's
 * bag of the same market (lines with the same sku, size and engraving add their quantities, capped at what can be
 * ordered, never below what either bag already held), and the guest bag is deleted. Saved-for-later lines merge with
 * saved-for-later lines. A guest key with no bag does nothing.
 */
export async function mergeGuestBagIntoMember(db: Database, guestKey: string, customerId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locks the guest bag so two logins from the same session cannot merge it twice.
    const guest = await trx
      .selectFrom('bags')
      .select(['id', 'market', 'currency', 'coupon_code'])
      .where('guest_key', '=', guestKey)
      .forUpdate()
      .executeTakeFirst();
    if (!guest) return;
    await trx
      .insertInto('bags')
      .values({ customer_id: customerId, market: guest.market, currency: guest.currency })
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'market']).where('customer_id', 'is not', null).doNothing(),
      )
      .execute();
    const member = await trx
      .selectFrom('bags')
      .select(['id', 'coupon_code'])
      .where('customer_id', '=', customerId)
      .where('market', '=', guest.market)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const guestLines = await trx
      .selectFrom('bag_lines')
      .selectAll()
      .where('bag_id', '=', guest.id)
      .orderBy('added_at')
      .execute();
    if (guestLines.length > 0) {
      const memberLines = await trx.selectFrom('bag_lines').selectAll().where('bag_id', '=', member.id).execute();
      const orderable = await orderableUnits(trx, guestLines);
      for (const line of guestLines) {
        const same = memberLines.find(
          (existing) =>
            existing.sku === line.sku &&
            existing.size === line.size &&
            (existing.engraving ?? null) === (line.engraving ?? null) &&
            existing.saved_for_later === line.saved_for_later,
        );
        if (!same) {
          await trx.updateTable('bag_lines').set({ bag_id: member.id }).where('id', '=', line.id).execute();
          continue;
        }
        const cap = Math.min(MAX_LINE_QUANTITY, Math.max(orderable(line.sku, line.size), same.quantity, line.quantity));
        const quantity = Math.min(cap, same.quantity + line.quantity);
        await trx
          .updateTable('bag_lines')
          .set({ quantity, care_plan: same.care_plan || line.care_plan })
          .where('id', '=', same.id)
          .execute();
        same.quantity = quantity;
      }
    }
    await trx
      .updateTable('bags')
      .set({
        version: sql<number>`version + 1`,
        updated_at: new Date(),
        ...(member.coupon_code === null && guest.coupon_code !== null ? { coupon_code: guest.coupon_code } : {}),
      })
      .where('id', '=', member.id)
      .execute();
    await trx.deleteFrom('bags').where('id', '=', guest.id).execute();
  });
}
