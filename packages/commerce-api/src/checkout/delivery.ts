import type { Currency, Market } from '../db/schema';
import { addBusinessDays, localToday, MARKET_CALENDARS, type BusinessCalendar } from '../calendar/business-days';

/** SPEC §4 delivery methods. */
export const deliveryMethodIds = [
  'standard',
  'premium',
  'express_post',
  'express',
  'international',
  'express_international',
  'click_and_collect',
] as const;
export type DeliveryMethodId = (typeof deliveryMethodIds)[number];

interface MethodRule {
  id: DeliveryMethodId;
  priceCents: number;
  /** Standard is free from this merchandise total (after discount). */
  freeFromCents?: number;
  /** Business days in transit after dispatch. */
  transit: [number, number];
}

const domestic: Record<Market, MethodRule[]> = {
  AU: [
    { id: 'standard', priceCents: 995, freeFromCents: 10_000, transit: [2, 6] },
    { id: 'express_post', priceCents: 1_495, transit: [1, 3] },
    { id: 'premium', priceCents: 2_995, transit: [1, 1] },
  ],
  NZ: [
    { id: 'standard', priceCents: 995, freeFromCents: 10_000, transit: [2, 5] },
    { id: 'express', priceCents: 1_495, transit: [1, 2] },
  ],
  CA: [
    { id: 'standard', priceCents: 1_295, freeFromCents: 15_000, transit: [3, 8] },
    { id: 'express', priceCents: 2_495, transit: [1, 3] },
  ],
};

const international: Record<Market, MethodRule[]> = {
  AU: [
    { id: 'international', priceCents: 2_995, transit: [5, 10] },
    { id: 'express_international', priceCents: 4_995, transit: [2, 5] },
  ],
  NZ: [
    { id: 'international', priceCents: 2_995, transit: [5, 10] },
    { id: 'express_international', priceCents: 4_995, transit: [2, 5] },
  ],
  CA: [
    { id: 'international', priceCents: 3_995, transit: [7, 14] },
    { id: 'express_international', priceCents: 6_995, transit: [3, 6] },
  ],
};

/** Click and collect: a piece on the store's shelf is ready in 1–2 business days; one made for the order travels there. */
const clickAndCollect: MethodRule = { id: 'click_and_collect', priceCents: 0, transit: [1, 2] };

export interface DeliveryMethod {
  id: DeliveryMethodId;
  priceCents: number;
  currency: Currency;
  /** Standard's threshold for free delivery, when it has one. */
  freeFromCents: number | null;
  /** Earliest and latest delivery (or ready to collect) day, `YYYY-MM-DD`. */
  estimatedFrom: string;
  estimatedTo: string;
}

/**
 * The delivery methods a market offers to a destination country: the market's own methods at home, international
 * ones abroad (AU ↔ NZ, CA → AU/NZ), and click and collect. Every date counts business days from the market's own
 * today (its time zone, not UTC): the bag's longest dispatch on the market's calendar, then the transit on the
 * destination's (its weekends and public holidays). Click and collect is ready on the store's calendar once the bag's
 * slowest made-to-order piece has been made and sent there (`collectDispatchBusinessDays`); pieces on the store's
 * shelf need none.
 */
export function deliveryMethodsFor(input: {
  market: Market;
  currency: Currency;
  destinationCountry: Market;
  merchandiseCents: number;
  dispatchBusinessDays: number;
  /** Business days before the bag's slowest made-to-order piece leaves the workshop (0: all from the store's shelf). */
  collectDispatchBusinessDays?: number;
  /** The chosen pickup store's calendar; the market's until one is chosen. */
  pickupCalendar?: BusinessCalendar;
  now: Date;
}): DeliveryMethod[] {
  const marketCalendar = MARKET_CALENDARS[input.market];
  const destinationCalendar =
    input.destinationCountry === input.market ? marketCalendar : MARKET_CALENDARS[input.destinationCountry];
  const pickupCalendar = input.pickupCalendar ?? marketCalendar;
  const rules = [
    ...(input.destinationCountry === input.market ? domestic[input.market] : international[input.market]),
    clickAndCollect,
  ];
  const today = localToday(input.now, marketCalendar);
  const dispatched = addBusinessDays(today, input.dispatchBusinessDays, marketCalendar);
  // From the store's shelf the store's own today counts; a piece made for the order leaves the workshop first.
  const collectDispatched = input.collectDispatchBusinessDays
    ? addBusinessDays(today, input.collectDispatchBusinessDays, marketCalendar)
    : localToday(input.now, pickupCalendar);
  return rules.map((rule) => {
    const free = rule.freeFromCents !== undefined && input.merchandiseCents >= rule.freeFromCents;
    const [from, calendar] =
      rule.id === 'click_and_collect' ? [collectDispatched, pickupCalendar] : [dispatched, destinationCalendar];
    return {
      id: rule.id,
      priceCents: free ? 0 : rule.priceCents,
      currency: input.currency,
      freeFromCents: rule.freeFromCents ?? null,
      estimatedFrom: addBusinessDays(from, rule.transit[0], calendar),
      estimatedTo: addBusinessDays(from, rule.transit[1], calendar),
    };
  });
}
