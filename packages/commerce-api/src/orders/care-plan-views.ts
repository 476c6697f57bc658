import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Currency } from '../db/schema';
import { productImageUrl } from './order-codes';

/** A professional care plan as its owner sees it (SPEC §3). */
export interface CarePlanView {
  /** 1-based position in the member's list: the account's `/my-account/care-plans/:pcpIndex` route. */
  index: number;
  planNumber: string;
  termMonths: number;
  /** `active`, `pending` (not commenced: the item has not reached the customer yet) or `expired`. */
  status: 'active' | 'pending' | 'expired';
  /** `YYYY-MM-DD`, null while pending. */
  commencedOn: string | null;
  expiresOn: string | null;
  recommendedRetailPriceCents: number;
  currency: Currency;
  product: {
    name: string;
    sku: string | null;
    productId: string | null;
    metal: string | null;
    imageUrl: string | null;
  };
  order: { number: string; placedAt: string } | null;
}

/**
 * The member's care plans, newest purchase first (plans without an order last), with the status as of today: an
 * active plan past its expiry reads as expired.
 */
export async function carePlansOf(db: Database, customerId: string, today = new Date()): Promise<CarePlanView[]> {
  const rows = await db
    .selectFrom('care_plans')
    .leftJoin('orders', 'orders.id', 'care_plans.order_id')
    .leftJoin('order_lines', 'order_lines.id', 'care_plans.order_line_id')
    .leftJoin('variants', 'variants.sku', 'care_plans.sku')
    .select([
      'care_plans.plan_number',
      'care_plans.term_months',
      'care_plans.status',
      'care_plans.rrp_cents',
      'care_plans.currency',
      'care_plans.product_name',
      'care_plans.sku',
      'orders.number as order_number',
      'orders.placed_at',
      sql<string | null>`to_char(care_plans.commenced_on, 'YYYY-MM-DD')`.as('commenced_on'),
      sql<string | null>`to_char(care_plans.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      sql<string | null>`coalesce(variants.product_id, order_lines.product_id)`.as('product_id'),
      sql<string | null>`coalesce(variants.metal, order_lines.metal)`.as('metal'),
    ])
    .where('care_plans.customer_id', '=', customerId)
    .orderBy(sql`orders.placed_at desc nulls last`)
    .orderBy('care_plans.plan_number')
    .execute();
  const todayIso = today.toISOString().slice(0, 10);
  return rows.map((row, position) => ({
    index: position + 1,
    planNumber: row.plan_number,
    termMonths: row.term_months,
    status: row.status === 'active' && row.expires_on !== null && row.expires_on < todayIso ? 'expired' : row.status,
    commencedOn: row.commenced_on,
    expiresOn: row.expires_on,
    recommendedRetailPriceCents: row.rrp_cents,
    currency: row.currency,
    product: {
      name: row.product_name,
      sku: row.sku,
      productId: row.product_id,
      metal: row.metal,
      imageUrl: row.product_id && row.metal ? productImageUrl(row.product_id, row.metal) : null,
    },
    order:
      row.order_number && row.placed_at ? { number: row.order_number, placedAt: row.placed_at.toISOString() } : null,
  }));
}
