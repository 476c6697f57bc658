import type { Market, TaxLine } from '../db/schema';

/** GST included in AU (10%) and NZ (15%) prices. */
export const INCLUSIVE_GST_PERCENT: Record<Exclude<Market, 'CA'>, number> = { AU: 10, NZ: 15 };

/** Canadian sales taxes by province or territory (postal abbreviation), added on top of prices. */
export const CANADIAN_SALES_TAX: Record<string, ReadonlyArray<{ name: string; ratePercent: number }>> = {
  AB: [{ name: 'GST', ratePercent: 5 }],
  NT: [{ name: 'GST', ratePercent: 5 }],
  NU: [{ name: 'GST', ratePercent: 5 }],
  YT: [{ name: 'GST', ratePercent: 5 }],
  ON: [{ name: 'HST', ratePercent: 13 }],
  NS: [{ name: 'HST', ratePercent: 15 }],
  NB: [{ name: 'HST', ratePercent: 15 }],
  NL: [{ name: 'HST', ratePercent: 15 }],
  PE: [{ name: 'HST', ratePercent: 15 }],
  BC: [
    { name: 'GST', ratePercent: 5 },
    { name: 'PST', ratePercent: 7 },
  ],
  MB: [
    { name: 'GST', ratePercent: 5 },
    { name: 'PST', ratePercent: 7 },
  ],
  SK: [
    { name: 'GST', ratePercent: 5 },
    { name: 'PST', ratePercent: 6 },
  ],
  QC: [
    { name: 'GST', ratePercent: 5 },
    { name: 'QST', ratePercent: 9.975 },
  ],
};

export interface TaxResult {
  /** true: the lines are the tax inside the total (AU, NZ); false: added on top (CA). */
  included: boolean;
  lines: TaxLine[];
  /** Sum of the lines. */
  cents: number;
  /** CA without a province yet: no tax can be estimated. */
  pending: boolean;
}

/** Percent of cents, rounded half up to the cent (3 decimals of percent kept exact by working in thousandths). */
function percentOf(cents: number, ratePercent: number): number {
  return Math.round((cents * Math.round(ratePercent * 1000)) / 100_000);
}

/**
 * The tax on a taxable amount (goods + delivery − discount, in cents), following where the order goes. Delivered (or
 * collected) in the market's own country: AU/NZ the GST already inside it, `amount × rate / (100 + rate)`; CA each
 * provincial line on top, rounded per line, `province` being the postal abbreviation of where it is delivered or
 * collected. Shipped abroad (`destinationCountry` another country, e.g. an AU-site order to New Zealand): an export,
 * which carries none of the selling market's GST or sales taxes.
 */
export function taxFor(
  market: Market,
  taxableCents: number,
  province: string | null | undefined,
  destinationCountry: Market = market,
): TaxResult {
  const base = Math.max(0, taxableCents);
  if (destinationCountry !== market) return { included: market !== 'CA', lines: [], cents: 0, pending: false };
  if (market !== 'CA') {
    const rate = INCLUSIVE_GST_PERCENT[market];
    const cents = Math.round((base * rate) / (100 + rate));
    return { included: true, lines: [{ name: 'GST', ratePercent: rate, cents }], cents, pending: false };
  }
  const rates = province ? CANADIAN_SALES_TAX[province] : undefined;
  if (!rates) return { included: false, lines: [], cents: 0, pending: true };
  const lines = rates.map((rate) => ({ ...rate, cents: percentOf(base, rate.ratePercent) }));
  return { included: false, lines, cents: lines.reduce((sum, line) => sum + line.cents, 0), pending: false };
}
