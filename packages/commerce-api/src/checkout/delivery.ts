import type { Currency, Market } from '../db/schema';
import { addBusinessDays } from '../catalogue/availability';

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
 * ones abroad (AU ↔ NZ, CA → AU/NZ), and click and collect. Dates count business days from today, after the bag's
 * longest dispatch time.
 */
export function deliveryMethodsFor(input: {
  market: Market;
  currency: Currency;
  destinationCountry: Market;
  merchandiseCents: number;
  dispatchBusinessDays: number;
  today?: Date;
}): DeliveryMethod[] {
  const today = input.today ?? new Date();
  const rules = [
    ...(input.destinationCountry === input.market ? domestic[input.market] : international[input.market]),
    clickAndCollect,
  ];
  const day = (days: number) => addBusinessDays(today, days).toISOString().slice(0, 10);
  return rules.map((rule) => {
    const free = rule.freeFromCents !== undefined && input.merchandiseCents >= rule.freeFromCents;
    const dispatch = rule.id === 'click_and_collect' ? 0 : input.dispatchBusinessDays;
    return {
      id: rule.id,
      priceCents: free ? 0 : rule.priceCents,
      currency: input.currency,
      freeFromCents: rule.freeFromCents ?? null,
      estimatedFrom: day(dispatch + rule.transit[0]),
      estimatedTo: day(dispatch + rule.transit[1]),
    };
  });
}
