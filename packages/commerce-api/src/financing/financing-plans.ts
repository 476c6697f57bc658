/**
 * The financing provider's plans for Canada (SPEC §3): monthly plans (equal monthly payments over a term, at a
 * promotional interest rate) and single-payment plans (the whole amount deferred for a term, no interest). Each plan
 * has a minimum purchase amount. Names come in English and French, as the provider sends them.
 */
export interface FinancingPlanDefinition {
  id: string;
  type: 'monthly' | 'single';
  termMonths: number;
  /** Annual percentage rate of the promotion. */
  interestPercent: number;
  /** Smallest purchase the plan is offered for. */
  minCents: number;
  name: { en: string; fr: string };
}

/** A plan as offered for one amount. */
export interface FinancingPlan {
  id: string;
  type: 'monthly' | 'single';
  name: string;
  termMonths: number;
  promotionalInterestPercent: number;
  /** Monthly plans: each monthly payment (rounded up to the cent). Null for single-payment plans. */
  monthlyCents: number | null;
  /** Single-payment plans: the one payment due at the end of the term. Null for monthly plans. */
  singlePaymentCents: number | null;
  interestCents: number;
  /** amount + interest. */
  totalCents: number;
}

/** Every plan the provider offers, in the order shown. */
export const financingPlanDefinitions: readonly FinancingPlanDefinition[] = [
  {
    id: 'monthly-6',
    type: 'monthly',
    termMonths: 6,
    interestPercent: 0,
    minCents: 20_000,
    name: { en: '6 equal monthly payments, 0% interest', fr: '6 versements mensuels égaux, 0 % d’intérêt' },
  },
  {
    id: 'monthly-12',
    type: 'monthly',
    termMonths: 12,
    interestPercent: 0,
    minCents: 20_000,
    name: { en: '12 equal monthly payments, 0% interest', fr: '12 versements mensuels égaux, 0 % d’intérêt' },
  },
  {
    id: 'monthly-24',
    type: 'monthly',
    termMonths: 24,
    interestPercent: 9.99,
    minCents: 50_000,
    name: { en: '24 monthly payments at 9.99% interest', fr: '24 versements mensuels à 9,99 % d’intérêt' },
  },
  {
    id: 'monthly-36',
    type: 'monthly',
    termMonths: 36,
    interestPercent: 9.99,
    minCents: 100_000,
    name: { en: '36 monthly payments at 9.99% interest', fr: '36 versements mensuels à 9,99 % d’intérêt' },
  },
  {
    id: 'monthly-48',
    type: 'monthly',
    termMonths: 48,
    interestPercent: 19.99,
    minCents: 150_000,
    name: { en: '48 monthly payments at 19.99% interest', fr: '48 versements mensuels à 19,99 % d’intérêt' },
  },
  {
    id: 'deferred-6',
    type: 'single',
    termMonths: 6,
    interestPercent: 0,
    minCents: 30_000,
    name: {
      en: 'No payments and no interest for 6 months',
      fr: 'Aucun paiement et aucun intérêt pendant 6 mois',
    },
  },
  {
    id: 'deferred-12',
    type: 'single',
    termMonths: 12,
    interestPercent: 0,
    minCents: 75_000,
    name: {
      en: 'No payments and no interest for 12 months',
      fr: 'Aucun paiement et aucun intérêt pendant 12 mois',
    },
  },
];

/** The plan with this definition for this amount: amortised monthly payments, or one deferred payment. */
export function financingPlan(
  definition: FinancingPlanDefinition,
  amountCents: number,
  language: 'en' | 'fr',
): FinancingPlan {
  const base = {
    id: definition.id,
    type: definition.type,
    name: definition.name[language],
    termMonths: definition.termMonths,
    promotionalInterestPercent: definition.interestPercent,
  };
  if (definition.type === 'single') {
    return { ...base, monthlyCents: null, singlePaymentCents: amountCents, interestCents: 0, totalCents: amountCents };
  }
  const months = definition.termMonths;
  const monthlyRate = definition.interestPercent / 1200;
  const exact =
    monthlyRate === 0 ? amountCents / months : (amountCents * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  // Rounded up, so the payments always cover the amount; at 0% the last payment is the smaller one.
  const monthlyCents = Math.ceil(exact - 1e-9);
  const interestCents = monthlyRate === 0 ? 0 : monthlyCents * months - amountCents;
  return { ...base, monthlyCents, singlePaymentCents: null, interestCents, totalCents: amountCents + interestCents };
}

/** The plans offered for a purchase of this amount (those whose minimum it reaches). */
export function financingPlansFor(amountCents: number, language: 'en' | 'fr'): FinancingPlan[] {
  return financingPlanDefinitions
    .filter((definition) => amountCents >= definition.minCents)
    .map((definition) => financingPlan(definition, amountCents, language));
}

/** The financing provider's name as shoppers know it (a brand, the same in English and French). */
export const FINANCING_PROVIDER = 'Flexiti';

/** What the product page says about financing a price: the longest interest-free monthly plan it reaches. */
export interface FinancingOffer {
  provider: string;
  termMonths: number;
  monthlyCents: number;
}

/**
 * The interest-free monthly offer for a purchase of this amount (Canada), or null when the amount reaches no
 * interest-free monthly plan. The language does not change the numbers, only the plan's name (not served here).
 */
export function financingOfferFor(amountCents: number): FinancingOffer | null {
  const plan = financingPlansFor(amountCents, 'en')
    .filter((offered) => offered.type === 'monthly' && offered.promotionalInterestPercent === 0)
    .sort((a, b) => b.termMonths - a.termMonths)[0];
  return plan?.monthlyCents
    ? { provider: FINANCING_PROVIDER, termMonths: plan.termMonths, monthlyCents: plan.monthlyCents }
    : null;
}
