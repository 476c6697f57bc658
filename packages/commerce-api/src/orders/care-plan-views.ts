import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Currency } from '../db/schema';
import { productImageUrl } from './order-codes';

/** A professional care plan as its owner sees it (SPEC §3). */
export interface CarePlanView {
  /**
   * 1-based position in its order, lines in order (the account's `/my-account/order-history/:orderNo/pcp/:pcpIndex`
   * and `GET /orders/:number/care-plans/:index`); null for a plan bought in store without an online order.
   */
  index: number | null;
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

/** Which plans to read: a member's, or one order's (optionally only those of some lines). */
type PlanFilter = { customerId: string } | { orderId: string; lineId?: string };

/**
 * Plans with their position in their order: by the covered line's place in the order, plans not tied to a line
 * last, then by plan number. The same numbering everywhere a plan is shown or addressed.
 */
async function readPlans(
  db: Database,
  filter: PlanFilter,
  today: Date,
): Promise<Array<CarePlanView & { lineId: string | null }>> {
  let query = db
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
      'care_plans.order_line_id',
      'orders.number as order_number',
      'orders.placed_at',
      sql<string | null>`to_char(care_plans.commenced_on, 'YYYY-MM-DD')`.as('commenced_on'),
      sql<string | null>`to_char(care_plans.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      sql<string | null>`coalesce(variants.product_id, order_lines.product_id)`.as('product_id'),
      sql<string | null>`coalesce(variants.metal, order_lines.metal)`.as('metal'),
      sql<number | null>`case when care_plans.order_id is null then null else (row_number() over (
        partition by care_plans.order_id
        order by order_lines.position nulls last, order_lines.id nulls last, care_plans.plan_number))::int end`.as(
        'plan_position',
      ),
    ]);
  query =
    'customerId' in filter
      ? query.where('care_plans.customer_id', '=', filter.customerId)
      : query.where('care_plans.order_id', '=', filter.orderId);
  const rows = await query
    .orderBy(sql`orders.placed_at desc nulls last`)
    .orderBy(sql`plan_position nulls last`)
    .orderBy('care_plans.plan_number')
    .execute();
  const todayIso = today.toISOString().slice(0, 10);
  const plans = rows.map((row) => ({
    lineId: row.order_line_id,
    index: row.plan_position,
    planNumber: row.plan_number,
    termMonths: row.term_months,
    status:
      row.status === 'active' && row.expires_on !== null && row.expires_on < todayIso
        ? ('expired' as const)
        : row.status,
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
  return 'lineId' in filter && filter.lineId !== undefined
    ? plans.filter((plan) => plan.lineId === filter.lineId)
    : plans;
}

function publicView({ lineId: _lineId, ...plan }: CarePlanView & { lineId: string | null }): CarePlanView {
  void _lineId;
  return plan;
}

/**
 * The member's care plans, newest purchase first (plans without an order last), with the status as of today: an
 * active plan past its expiry reads as expired.
 */
export async function carePlansOf(db: Database, customerId: string, today = new Date()): Promise<CarePlanView[]> {
  return (await readPlans(db, { customerId }, today)).map(publicView);
}

/** An order's care plans in their order, with the line each covers (null: not tied to a line). */
export async function carePlansOfOrder(
  db: Database,
  orderId: string,
  today = new Date(),
): Promise<Array<CarePlanView & { lineId: string | null }>> {
  return readPlans(db, { orderId }, today);
}

/** The plans covering one line of an order. */
export async function carePlansOfLine(
  db: Database,
  orderId: string,
  lineId: string,
  today = new Date(),
): Promise<CarePlanView[]> {
  return (await readPlans(db, { orderId, lineId }, today)).map(publicView);
}

/** Drops the line a plan covers: what callers are shown. */
export { publicView as carePlanPublicView };
