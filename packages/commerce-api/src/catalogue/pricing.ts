import type { Database } from '../db/database';
import type { Currency } from '../db/schema';

export interface VariantPrice {
  sku: string;
  currency: Currency;
  listCents: number;
  /** The Brilliance member price, when this variant has one. */
  memberCents: number | null;
}

/**
 * Prices of these variants in one currency, from the price book: the only source of a price anywhere in the API
 * (bag, checkout and orders never trust a price sent by a client). A variant with no price in the currency is absent.
 */
export async function pricesFor(
  db: Database,
  skus: readonly string[],
  currency: Currency,
): Promise<Map<string, VariantPrice>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('prices')
    .select(['sku', 'currency', 'list_cents', 'member_cents'])
    .where('sku', 'in', [...new Set(skus)])
    .where('currency', '=', currency)
    .execute();
  return new Map(
    rows.map((row) => [
      row.sku,
      { sku: row.sku, currency: row.currency, listCents: row.list_cents, memberCents: row.member_cents },
    ]),
  );
}

/** What a shopper pays for one unit: the member price when signed in and lower, else the list price. */
export function unitCents(price: VariantPrice, isMember: boolean): number {
  return isMember && price.memberCents !== null ? Math.min(price.memberCents, price.listCents) : price.listCents;
}

/** The professional care plan's price for an item of this unit price (price bands per currency). */
export async function carePlanFor(
  db: Database,
  currency: Currency,
  itemCents: number,
): Promise<{ priceCents: number; termMonths: number } | null> {
  const band = await db
    .selectFrom('care_plan_bands')
    .select(['price_cents', 'term_months'])
    .where('currency', '=', currency)
    .where('min_cents', '<=', itemCents)
    .where('max_cents', '>=', itemCents)
    .executeTakeFirst();
  return band ? { priceCents: band.price_cents, termMonths: band.term_months } : null;
}
