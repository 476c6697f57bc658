import { sql } from 'kysely';
import { metalByCode } from '../catalogue/catalogue-vocabulary';
import { carePlanFor } from '../catalogue/pricing';
import { sizeLabel } from '../catalogue/ring-sizes';
import type { Database } from '../db/database';
import type { AddressSnapshot, Currency, Market, TaxLine } from '../db/schema';
import { carePlansOfOrder } from './care-plan-views';
import { CARE_PLAN_PURCHASE_DAYS, productImageUrl, type OrderStatus } from './order-codes';

const DAY_MS = 86_400_000;
const shippedStatuses = new Set(['shipped', 'completed', 'collected', 'shipped_to_store', 'ready_to_collect']);

/** A shipment of some of an order's lines, with its tracking. */
export interface ShipmentView {
  destination: 'customer' | 'store';
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  shippedAt: string;
  deliveredAt: string | null;
  collectedAt: string | null;
}

/** One line of an order as the member sees it. */
export interface OrderLineView {
  id: string;
  sku: string;
  productId: string;
  name: string;
  metal: string;
  /** The metal's name in the shopper's language. */
  metalLabel: string;
  /** Stored ring size code (`L`) and the market's label for it (`6` in Canada); '' when not sized. */
  size: string;
  sizeLabel: string;
  quantity: number;
  engraving: string | null;
  carePlan: boolean;
  unitCents: number;
  carePlanCents: number;
  lineCents: number;
  status: string;
  imageUrl: string;
  shipment: ShipmentView | null;
  /** Eligible lines without a care plan: the last moment one can be bought for it (SPEC §9); else null. */
  purchasableUntil: string | null;
  /** The care plan's price for this item when `purchasableUntil` is set. */
  carePlanPriceCents: number | null;
  /** The plans covering this line, each with its 1-based position in the order (its page's `:pcpIndex`). */
  plans: Array<{ index: number; planNumber: string; status: 'active' | 'pending' | 'expired' }>;
  /** Whether a plan can still be bought for it (SPEC §9); null when it has one, is not eligible or is cancelled. */
  carePlanOffer: CarePlanOffer | null;
}

/** A care plan offer on a line: open (until 30 days after the piece arrived, `until` null before), or closed. */
export type CarePlanOffer =
  | { status: 'open'; until: string | null; priceCents: number; termMonths: number }
  | { status: 'closed'; closedAt: string };

/** A summary line: `subtotal`, `delivery`, `discount` (negative), `gst_inclusive` (AU/NZ), `tax` (CA), `total`. */
export interface SummaryLine {
  code: 'subtotal' | 'delivery' | 'discount' | 'gst_inclusive' | 'tax' | 'total';
  cents: number;
  /** Tax lines: GST, HST, PST, QST. */
  name?: string;
  ratePercent?: number;
  couponCode?: string;
}

/** A pick-up store (public business details). */
export interface PickupStoreView {
  id: string;
  name: string;
  address1: string;
  address2: string | null;
  suburb: string | null;
  city: string;
  state: string | null;
  postcode: string;
  phone: string;
}

/** The full order a signed-in member sees. */
export interface MemberOrderView {
  number: string;
  placedAt: string;
  status: string;
  /** How the goods travel and where they are: `delivery` or `pickup`, with a status code derived from the lines. */
  fulfilment: { type: 'delivery' | 'pickup'; status: string };
  market: Market;
  currency: Currency;
  email: string;
  deliveryMethod: string;
  pickupStore: PickupStoreView | null;
  shippingAddress: AddressSnapshot | null;
  billingAddress: AddressSnapshot;
  payments: Array<{
    method: string;
    amountCents: number;
    brand?: string;
    last4?: string;
    provider?: string;
    instalments?: number;
    planName?: string;
  }>;
  lines: OrderLineView[];
  shipments: Array<ShipmentView & { lineIds: string[] }>;
  summary: SummaryLine[];
  totalCents: number;
}

/** What a guest sees after a lookup: no e-mail, names, street addresses, phone, card digits or engraving text. */
export interface GuestOrderView {
  number: string;
  placedAt: string;
  status: string;
  fulfilment: { type: 'delivery' | 'pickup'; status: string };
  market: Market;
  currency: Currency;
  deliveryMethod: string;
  pickupStore: PickupStoreView | null;
  shipTo: { suburb: string | null; city: string; state: string | null; country: string } | null;
  billTo: { suburb: string | null; city: string; state: string | null; country: string };
  payments: Array<{ method: string; amountCents: number }>;
  lines: Array<Omit<OrderLineView, 'engraving' | 'plans' | 'carePlanOffer'> & { engraved: boolean }>;
  shipments: Array<ShipmentView & { lineIds: string[] }>;
  summary: SummaryLine[];
  totalCents: number;
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

type LinePlan = OrderLineView['plans'][number];

function linePlan(plan: { index: number | null; planNumber: string; status: LinePlan['status'] }): LinePlan {
  return { index: plan.index ?? 0, planNumber: plan.planNumber, status: plan.status };
}

/** The status of where the goods are: the lines' common status, or partially shipped when only some have gone. */
export function fulfilmentStatusOf(orderStatus: string, lineStatuses: readonly string[]): string {
  const live = lineStatuses.filter((status) => status !== 'cancelled');
  const distinct = new Set(live);
  if (distinct.size === 0) return orderStatus;
  if (distinct.size === 1) return [...distinct][0] as string;
  const someShipped = live.some((status) => shippedStatuses.has(status));
  return someShipped ? ('partially_shipped' satisfies OrderStatus) : orderStatus;
}

function summaryOf(order: {
  subtotal_cents: number;
  delivery_cents: number;
  discount_cents: number;
  coupon_code: string | null;
  tax_included: boolean;
  tax_lines: TaxLine[];
  total_cents: number;
}): SummaryLine[] {
  const summary: SummaryLine[] = [
    { code: 'subtotal', cents: order.subtotal_cents },
    { code: 'delivery', cents: order.delivery_cents },
  ];
  if (order.discount_cents > 0) {
    summary.push({
      code: 'discount',
      cents: -order.discount_cents,
      ...(order.coupon_code ? { couponCode: order.coupon_code } : {}),
    });
  }
  for (const tax of order.tax_lines) {
    summary.push({
      code: order.tax_included ? 'gst_inclusive' : 'tax',
      name: tax.name,
      ratePercent: tax.ratePercent,
      cents: tax.cents,
    });
  }
  summary.push({ code: 'total', cents: order.total_cents });
  return summary;
}

/** Loads an order by id with its lines, shipments, payments and pick-up store: the member's view of it. */
export async function loadOrderView(
  db: Database,
  orderId: string,
  now = new Date(),
  language: 'en' | 'fr' = 'en',
): Promise<MemberOrderView | null> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const [lineRows, shipmentRows, shipmentLineRows, paymentRows, planRows, store] = await Promise.all([
    db
      .selectFrom('order_lines')
      .leftJoin('products', 'products.id', 'order_lines.product_id')
      .selectAll('order_lines')
      .select(sql<boolean>`coalesce(products.care_plan_eligible, false)`.as('care_plan_eligible'))
      .where('order_lines.order_id', '=', orderId)
      .orderBy('order_lines.position')
      .orderBy('order_lines.id')
      .execute(),
    db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).orderBy('shipped_at').execute(),
    db
      .selectFrom('shipment_lines')
      .innerJoin('shipments', 'shipments.id', 'shipment_lines.shipment_id')
      .select(['shipment_lines.shipment_id', 'shipment_lines.order_line_id'])
      .where('shipments.order_id', '=', orderId)
      .execute(),
    db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('amount_cents').execute(),
    carePlansOfOrder(db, orderId, now),
    order.pickup_store_id
      ? db
          .selectFrom('stores')
          .select(['id', 'name', 'address1', 'address2', 'suburb', 'city', 'state', 'postcode', 'phone'])
          .where('id', '=', order.pickup_store_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);

  const shipmentViews = new Map<string, ShipmentView>(
    shipmentRows.map((row) => [
      row.id,
      {
        destination: row.destination,
        carrier: row.carrier,
        trackingNumber: row.tracking_number,
        trackingUrl: row.tracking_url,
        shippedAt: row.shipped_at.toISOString(),
        deliveredAt: iso(row.delivered_at),
        collectedAt: iso(row.collected_at),
      },
    ]),
  );
  // Received: delivered to the customer, or collected from the store.
  const receivedAt = new Map(
    shipmentRows.map((row) => [row.id, row.destination === 'store' ? row.collected_at : row.delivered_at]),
  );
  const shipmentOfLine = new Map(shipmentLineRows.map((row) => [row.order_line_id, row.shipment_id]));
  const inStorePurchase = order.status === 'completed' || order.status === 'collected';

  // Plans tied to their line, and plans bought at checkout before plans were tied to lines: those go, in order, to
  // the lines bought with a plan that have none of their own, by product name.
  const plansOfLine = new Map<string, LinePlan[]>();
  const untied: Array<(typeof planRows)[number]> = [];
  for (const plan of planRows) {
    if (plan.index === null) continue;
    if (plan.lineId) plansOfLine.set(plan.lineId, [...(plansOfLine.get(plan.lineId) ?? []), linePlan(plan)]);
    else untied.push(plan);
  }
  for (const line of lineRows) {
    if (!line.care_plan || plansOfLine.has(line.id)) continue;
    const mine = untied.filter((plan) => plan.product.name === line.name).slice(0, line.quantity);
    if (mine.length === 0) continue;
    for (const plan of mine) untied.splice(untied.indexOf(plan), 1);
    plansOfLine.set(line.id, mine.map(linePlan));
  }

  const lines: OrderLineView[] = [];
  for (const line of lineRows) {
    const shipmentId = shipmentOfLine.get(line.id);
    const shipment = shipmentId ? shipmentViews.get(shipmentId) : undefined;
    // No shipment at all on a completed or collected order: bought and taken home from a store.
    const received = shipmentId
      ? (receivedAt.get(shipmentId) ?? null)
      : shipmentRows.length === 0 && inStorePurchase
        ? order.placed_at
        : null;
    const until = received ? new Date(received.getTime() + CARE_PLAN_PURCHASE_DAYS * DAY_MS) : null;
    const plans = plansOfLine.get(line.id) ?? [];
    const coverable = line.care_plan_eligible && !line.care_plan && plans.length === 0 && line.status !== 'cancelled';
    const windowOpen = until === null || until.getTime() >= now.getTime();
    const band = coverable && windowOpen ? await carePlanFor(db, order.currency, line.unit_cents) : null;
    const carePlanOffer: CarePlanOffer | null = !coverable
      ? null
      : !windowOpen && until
        ? { status: 'closed', closedAt: until.toISOString() }
        : band
          ? {
              status: 'open',
              until: until ? until.toISOString() : null,
              priceCents: band.priceCents,
              termMonths: band.termMonths,
            }
          : null;
    const offer = carePlanOffer?.status === 'open' && until !== null;
    lines.push({
      id: line.id,
      sku: line.sku,
      productId: line.product_id,
      name: line.name,
      metal: line.metal,
      metalLabel: metalByCode.get(line.metal)?.label[language] ?? line.metal,
      size: line.size,
      sizeLabel: line.size ? sizeLabel(line.size, order.market, language) : '',
      quantity: line.quantity,
      engraving: line.engraving,
      carePlan: line.care_plan,
      unitCents: line.unit_cents,
      carePlanCents: line.care_plan_cents,
      lineCents: line.line_cents,
      status: line.status,
      imageUrl: productImageUrl(line.product_id, line.metal),
      shipment: shipment ?? null,
      purchasableUntil: offer && until ? until.toISOString() : null,
      carePlanPriceCents: offer ? (band?.priceCents ?? null) : null,
      plans,
      carePlanOffer,
    });
  }

  const pickup = order.delivery_method === 'click_and_collect';
  return {
    number: order.number,
    placedAt: order.placed_at.toISOString(),
    status: order.status,
    fulfilment: {
      type: pickup ? 'pickup' : 'delivery',
      status: fulfilmentStatusOf(
        order.status,
        lines.map((line) => line.status),
      ),
    },
    market: order.market,
    currency: order.currency,
    email: order.email,
    deliveryMethod: order.delivery_method,
    pickupStore: store ?? null,
    shippingAddress: order.shipping_address,
    billingAddress: order.billing_address,
    payments: paymentRows.map((row) => {
      const details = row.details as Record<string, unknown>;
      const text = (key: string) => (typeof details[key] === 'string' ? { [key]: details[key] as string } : {});
      return {
        method: row.method,
        amountCents: row.amount_cents,
        ...text('brand'),
        ...text('last4'),
        ...text('provider'),
        ...text('planName'),
        ...(typeof details.instalments === 'number' ? { instalments: details.instalments } : {}),
      };
    }),
    lines,
    shipments: shipmentRows.map((row) => ({
      ...(shipmentViews.get(row.id) as ShipmentView),
      lineIds: shipmentLineRows.filter((link) => link.shipment_id === row.id).map((link) => link.order_line_id),
    })),
    summary: summaryOf(order),
    totalCents: order.total_cents,
  };
}

function place(address: AddressSnapshot) {
  return { suburb: address.suburb ?? null, city: address.city, state: address.state ?? null, country: address.country };
}

/** The guest's view of an order: the member view without personal details beyond suburb and city. */
export function guestView(order: MemberOrderView): GuestOrderView {
  return {
    number: order.number,
    placedAt: order.placedAt,
    status: order.status,
    fulfilment: order.fulfilment,
    market: order.market,
    currency: order.currency,
    deliveryMethod: order.deliveryMethod,
    pickupStore: order.pickupStore,
    shipTo: order.shippingAddress ? place(order.shippingAddress) : null,
    billTo: place(order.billingAddress),
    payments: order.payments.map((payment) => ({ method: payment.method, amountCents: payment.amountCents })),
    lines: order.lines.map(({ engraving, plans: _plans, carePlanOffer: _offer, ...line }) => {
      void _plans;
      void _offer;
      return { ...line, engraved: engraving !== null };
    }),
    shipments: order.shipments,
    summary: order.summary,
    totalCents: order.totalCents,
  };
}
