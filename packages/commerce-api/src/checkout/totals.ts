import { loadBagContents, type BagLine } from '../bag/bag-lines';
import type { BagRow } from '../bag/bag-store';
import { storeCalendar, type BusinessCalendar } from '../calendar/business-days';
import { calendarClock } from '../calendar/calendar-clock';
import type { DispatchPreferences } from '../catalogue/availability';
import type { Database } from '../db/database';
import type { Currency, Market, TaxLine } from '../db/schema';
import { evaluateCoupon } from './coupons';
import { deliveryMethodsFor, type DeliveryMethod } from './delivery';
import { taxFor } from './tax';

/** Who is pricing: the request's market and language, and whether member prices apply. */
export interface PricingContext {
  market: Market;
  currency: Currency;
  language: 'en' | 'fr';
  customerId: string | null;
  preferences: DispatchPreferences;
  /** The instant prices, vouchers and dates are for (default: the calendar clock's now). */
  now?: Date;
  /** The instant dispatch and delivery dates count from, when not `now` (a request's development clock). */
  calendarNow?: Date;
}

/** A gift card as applied to this bag. */
export interface AppliedGiftCard {
  number: string;
  last4: string;
  balanceCents: number;
  appliedCents: number;
}

/** The bag's money, recomputed from the database on every read. */
export interface BagSummary {
  currency: Currency;
  itemCount: number;
  subtotalCents: number;
  /** Null until a delivery method is chosen. */
  deliveryCents: number | null;
  discountCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  /** AU/NZ: the GST inside the total; CA: tax added on top. */
  taxIncluded: boolean;
  /** The "GST inclusive" amount (AU 10%, NZ 15%), null in CA. */
  gstInclusiveCents: number | null;
  /** CA before a province is known: tax not estimated yet. */
  taxPending: boolean;
  totalCents: number;
  giftCards: Array<{ last4: string; appliedCents: number; balanceCents: number }>;
  giftCardCents: number;
  /** What is left to pay by card or instalments. */
  remainingCents: number;
  noAdditionalPaymentRequired: boolean;
}

/** A bag with every line and total as the server computes them now. */
export interface PricedBag {
  bag: BagRow;
  lines: BagLine[];
  savedForLater: BagLine[];
  coupon: { code: string; applied: boolean; discountCents: number; problem: string | null } | null;
  deliveryMethod: DeliveryMethod | null;
  deliveryMethods: DeliveryMethod[];
  pickupStore: { id: string; name: string; state: string | null } | null;
  giftCards: AppliedGiftCard[];
  summary: BagSummary;
  /** Longest dispatch of the lines in business days. */
  dispatchBusinessDays: number;
  /** Longest time before a made-to-order line leaves the workshop for a pickup store (0: all from its shelf). */
  collectDispatchBusinessDays: number;
  /** The chosen pickup store's calendar (time zone and state holidays), null before one is chosen. */
  pickupCalendar: BusinessCalendar | null;
}

/** Lines, coupon, delivery, tax and gift cards of a bag, in that order, all from the database. */
export async function priceBag(db: Database, bag: BagRow, context: PricingContext): Promise<PricedBag> {
  const now = context.now ?? calendarClock.now();
  const { lines: all, giftCards: cards } = await loadBagContents(db, bag.id, {
    market: context.market,
    currency: context.currency,
    language: context.language,
    isMember: context.customerId !== null,
    preferences: context.preferences,
  });
  const lines = all.filter((line) => !line.savedForLater);
  const savedForLater = all.filter((line) => line.savedForLater);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);

  let coupon: PricedBag['coupon'] = null;
  if (bag.coupon_code) {
    const outcome = await evaluateCoupon(db, bag.coupon_code, {
      currency: context.currency,
      customerId: context.customerId,
      lines: lines.map((line) => ({ categoryId: line.categoryId, lineCents: line.lineCents })),
      now,
    });
    coupon = outcome.ok
      ? { code: outcome.code, applied: true, discountCents: outcome.discountCents, problem: null }
      : { code: outcome.code, applied: false, discountCents: 0, problem: outcome.problem.code };
  }
  const discountCents = coupon?.discountCents ?? 0;

  const dispatchBusinessDays = lines.reduce(
    (days, line) => Math.max(days, line.availability.dispatch?.businessDays ?? 0),
    context.preferences.standardDispatchTime,
  );
  // Click and collect takes each line from the store's shelf, except a piece made to order: that is made for this
  // order and sent to the store, so it is ready only after its own lead time.
  const collectDispatchBusinessDays = lines.reduce(
    (days, line) => (line.madeToOrder ? Math.max(days, line.availability.dispatch?.businessDays ?? 0) : days),
    0,
  );
  const chosenStore = bag.pickup_store_id
    ? await db
        .selectFrom('stores')
        .select(['id', 'name', 'state', 'market', 'time_zone'])
        .where('id', '=', bag.pickup_store_id)
        .executeTakeFirst()
    : undefined;
  const pickupCalendar = chosenStore ? storeCalendar(chosenStore) : null;
  const shippedTo = bag.shipping_address?.country;
  const destinationCountry: Market =
    shippedTo === 'AU' || shippedTo === 'CA' || shippedTo === 'NZ' ? shippedTo : context.market;
  const deliveryMethods = deliveryMethodsFor({
    market: context.market,
    currency: context.currency,
    destinationCountry,
    merchandiseCents: subtotalCents - discountCents,
    dispatchBusinessDays,
    collectDispatchBusinessDays,
    ...(pickupCalendar ? { pickupCalendar } : {}),
    now: context.calendarNow ?? now,
  });
  const deliveryMethod = deliveryMethods.find((method) => method.id === bag.delivery_method) ?? null;
  const pickupStore =
    bag.delivery_method === 'click_and_collect' && chosenStore
      ? { id: chosenStore.id, name: chosenStore.name, state: chosenStore.state }
      : null;

  const deliveryCents = lines.length > 0 && deliveryMethod ? deliveryMethod.priceCents : null;
  const taxable = subtotalCents + (deliveryCents ?? 0) - discountCents;
  // Tax follows where the order goes: a store of the market for click and collect, else the delivery address.
  const collecting = deliveryMethod?.id === 'click_and_collect';
  const province = collecting ? pickupStore?.state : bag.shipping_address?.state;
  const tax = taxFor(
    context.market,
    taxable,
    context.market === 'CA' ? province : null,
    collecting ? context.market : destinationCountry,
  );
  const totalCents = Math.max(0, taxable) + (tax.included ? 0 : tax.cents);

  const today = now.toISOString().slice(0, 10);
  let left = totalCents;
  const giftCards: AppliedGiftCard[] = cards.map((card) => {
    const expired = card.expires_on !== null && card.expires_on < today;
    const usable = card.currency === context.currency && !expired;
    const appliedCents = usable ? Math.min(card.balance_cents, left) : 0;
    left -= appliedCents;
    return { number: card.number, last4: card.number.slice(-4), balanceCents: card.balance_cents, appliedCents };
  });
  const giftCardCents = totalCents - left;

  return {
    bag,
    lines,
    savedForLater,
    coupon,
    deliveryMethod,
    deliveryMethods,
    pickupStore,
    giftCards,
    dispatchBusinessDays,
    collectDispatchBusinessDays,
    pickupCalendar,
    summary: {
      currency: context.currency,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotalCents,
      deliveryCents,
      discountCents,
      taxLines: tax.lines,
      taxCents: tax.cents,
      taxIncluded: tax.included,
      gstInclusiveCents: tax.included && tax.lines.length > 0 ? tax.cents : null,
      taxPending: tax.pending,
      totalCents,
      giftCards: giftCards.map(({ last4, appliedCents, balanceCents }) => ({ last4, appliedCents, balanceCents })),
      giftCardCents,
      remainingCents: left,
      noAdditionalPaymentRequired: lines.length > 0 && left === 0,
    },
  };
}
