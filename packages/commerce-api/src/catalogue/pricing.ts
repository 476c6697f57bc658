import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { anyOf } from '../db/any-of';
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
    .where('sku', '=', anyOf([...new Set(skus)]))
    .where('currency', '=', currency)
    .execute();
  return new Map(rows.map((row) => [row.sku, variantPriceOf(row.sku, row.currency, row)]));
}

/**
 * A price book row as the price of `sku` in `currency`; read with the variant it prices (a left join of `prices` in the
 * currency), a variant with no price there has none.
 */
export function variantPriceOf(
  sku: string,
  currency: Currency,
  row: { list_cents: number; member_cents: number | null },
): VariantPrice;
export function variantPriceOf(
  sku: string,
  currency: Currency,
  row: { list_cents: number | null; member_cents: number | null },
): VariantPrice | undefined;
export function variantPriceOf(
  sku: string,
  currency: Currency,
  row: { list_cents: number | null; member_cents: number | null },
): VariantPrice | undefined {
  return row.list_cents === null
    ? undefined
    : { sku, currency, listCents: row.list_cents, memberCents: row.member_cents };
}

/** What a shopper pays for one unit: the member price when signed in and lower, else the list price. */
export function unitCents(price: VariantPrice, isMember: boolean): number {
  return isMember && price.memberCents !== null ? Math.min(price.memberCents, price.listCents) : price.listCents;
}

/** The professional care plan's price and term for an item. */
export interface CarePlanPrice {
  priceCents: number;
  termMonths: number;
}

function carePlanBandsOf(db: Database, currency: Currency) {
  return db
    .selectFrom('care_plan_bands')
    .select(['min_cents', 'max_cents', 'price_cents', 'term_months'])
    .where('currency', '=', currency);
}

/** A currency's care plan bands as a JSON column of another query (a bag's lines): read with it, not by a statement. */
export function carePlanBandsColumn(db: Database, currency: Currency) {
  return jsonArrayFrom(carePlanBandsOf(db, currency));
}

/** The care plan for an item of a unit price, from its currency's bands (none outside every band). */
export function carePlanOf(
  bands: ReadonlyArray<{ min_cents: number; max_cents: number; price_cents: number; term_months: number }>,
  itemCents: number,
): CarePlanPrice | null {
  const band = bands.find((entry) => entry.min_cents <= itemCents && entry.max_cents >= itemCents);
  return band ? { priceCents: band.price_cents, termMonths: band.term_months } : null;
}

/** The professional care plan's price for an item of this unit price (price bands per currency). */
export async function carePlanFor(db: Database, currency: Currency, itemCents: number): Promise<CarePlanPrice | null> {
  return carePlanOf(await carePlanBandsOf(db, currency).execute(), itemCents);
}
