import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { availabilityOf, sizedStock, type Availability, type DispatchPreferences } from '../catalogue/availability';
import { metalByCode } from '../catalogue/catalogue-vocabulary';
import { productThumbnailUrl } from '../catalogue/product-images';
import { sizeLabel } from '../catalogue/ring-sizes';
import { carePlanBandsColumn, carePlanOf, unitCents, variantPriceOf } from '../catalogue/pricing';
import type { Database } from '../db/database';
import type { Currency, Market } from '../db/schema';

/** One bag line, priced and checked against the database on every read. */
export interface BagLine {
  id: string;
  sku: string;
  productId: string;
  productName: string;
  productSlug: string;
  categoryId: string;
  imageUrl: string;
  metal: string;
  /** The metal's name in the request's language. */
  metalLabel: string;
  carat: number | null;
  /** Ring size code as stock keeps it (`M`), or null for unsized pieces. */
  size: string | null;
  /** The size as the bag's market labels it, in the request's language (`6,5` on fr-CA); null for unsized pieces. */
  sizeLabel: string | null;
  quantity: number;
  engraving: string | null;
  engravable: boolean;
  engravingMaxChars: number | null;
  sized: boolean;
  madeToOrder: boolean;
  /** A ring with no stock in the chosen size is resized from another size in stock (SPEC §1 resized items). */
  resizable: boolean;
  bnplEligible: boolean;
  /** The professional care plan: offered (eligible and priced), chosen or not. */
  carePlan: { selected: boolean; priceCents: number; termMonths: number } | null;
  availability: Availability;
  /** Quantity above what can be ordered now (the line needs attention before checkout). */
  exceedsStock: boolean;
  /** No price in this currency: the line cannot be bought in this market. */
  unpriced: boolean;
  listUnitCents: number;
  memberUnitCents: number | null;
  /** What the shopper pays a unit: the member price when signed in and lower. */
  unitCents: number;
  carePlanCents: number;
  /** units × (unit + care plan when selected). */
  lineCents: number;
  savedForLater: boolean;
}

/** A gift card applied to the bag, in the order it was applied. */
export interface BagGiftCard {
  number: string;
  currency: Currency;
  balance_cents: number;
  /** 'YYYY-MM-DD', or null for a card that does not expire. */
  expires_on: string | null;
}

function giftCardsOf(db: Database, bagId: string) {
  return db
    .selectFrom('bag_gift_cards')
    .innerJoin('gift_cards', 'gift_cards.number', 'bag_gift_cards.number')
    .select(['gift_cards.number', 'gift_cards.currency', 'gift_cards.balance_cents', 'gift_cards.expires_on'])
    .where('bag_gift_cards.bag_id', '=', bagId)
    .orderBy('bag_gift_cards.added_at')
    .orderBy('bag_gift_cards.number');
}

/**
 * What a bag holds: its lines (in the bag and saved for later) with names, prices (member prices for members),
 * care-plan prices, stock and dispatch, and the gift cards applied to it, all read now from the database (nothing a
 * client sent is used) by one statement: the care plan's bands and the gift cards come as JSON columns of the lines.
 */
export async function loadBagContents(
  db: Database,
  bagId: string,
  context: {
    market: Market;
    currency: Currency;
    language: 'en' | 'fr';
    isMember: boolean;
    preferences: DispatchPreferences;
  },
): Promise<{ lines: BagLine[]; giftCards: BagGiftCard[] }> {
  const rows = await db
    .selectFrom('bag_lines')
    .innerJoin('variants', 'variants.sku', 'bag_lines.sku')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .leftJoin('stock', (join) =>
      join.onRef('stock.sku', '=', 'bag_lines.sku').onRef('stock.size', '=', 'bag_lines.size'),
    )
    .leftJoin('prices', (join) =>
      join.onRef('prices.sku', '=', 'bag_lines.sku').on('prices.currency', '=', context.currency),
    )
    .select([
      'bag_lines.id',
      'bag_lines.sku',
      'bag_lines.size',
      'bag_lines.quantity',
      'bag_lines.engraving',
      'bag_lines.care_plan',
      'bag_lines.saved_for_later',
      'variants.metal',
      'variants.carat',
      'products.id as product_id',
      'products.slug',
      'products.name_en',
      'products.name_fr',
      'products.category_id',
      'products.sized',
      'products.engravable',
      'products.engraving_max_chars',
      'products.made_to_order',
      'products.resizable',
      'products.care_plan_eligible',
      'products.bnpl_eligible',
      'products.online',
      'stock.quantity as stock_quantity',
      'prices.list_cents',
      'prices.member_cents',
      (eb) =>
        eb
          .selectFrom('stock as any_size')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('any_size.quantity'), inner.lit(0)).as('total'))
          .whereRef('any_size.sku', '=', 'bag_lines.sku')
          .as('sku_stock'),
      carePlanBandsColumn(db, context.currency).as('care_plan_bands'),
      jsonArrayFrom(giftCardsOf(db, bagId)).as('gift_cards'),
    ])
    .where('bag_lines.bag_id', '=', bagId)
    .orderBy('bag_lines.added_at')
    .orderBy('bag_lines.id')
    .execute();
  // A bag with no lines has no row to carry its gift cards: they are read alone.
  const giftCards = rows[0]?.gift_cards ?? (await giftCardsOf(db, bagId).execute());
  const bands = rows[0]?.care_plan_bands ?? [];
  const lines: BagLine[] = [];
  for (const row of rows) {
    const price = variantPriceOf(row.sku, context.currency, row);
    const unit = price ? unitCents(price, context.isMember) : 0;
    const plan = row.care_plan_eligible && price ? carePlanOf(bands, unit) : null;
    const stockOf = sizedStock({
      sized: row.sized,
      resizable: row.resizable,
      sizeQuantity: row.stock_quantity ?? 0,
      skuQuantity: Number(row.sku_stock ?? 0),
    });
    const availability = availabilityOf(
      {
        online: row.online && price !== undefined,
        madeToOrder: row.made_to_order,
        quantity: stockOf.quantity,
        personalised: row.engraving !== null || stockOf.resized,
      },
      context.preferences,
    );
    const carePlanCents = row.care_plan && plan ? plan.priceCents : 0;
    lines.push({
      id: row.id,
      sku: row.sku,
      productId: row.product_id,
      productName: context.language === 'fr' ? row.name_fr : row.name_en,
      productSlug: row.slug,
      categoryId: row.category_id,
      imageUrl: productThumbnailUrl(row.product_id, row.metal),
      metal: row.metal,
      metalLabel: metalByCode.get(row.metal)?.label[context.language] ?? row.metal,
      carat: row.carat,
      size: row.size === '' ? null : row.size,
      sizeLabel: row.size === '' ? null : sizeLabel(row.size, context.market, context.language),
      quantity: row.quantity,
      engraving: row.engraving,
      engravable: row.engravable,
      engravingMaxChars: row.engraving_max_chars,
      sized: row.sized,
      madeToOrder: row.made_to_order,
      resizable: row.sized && row.resizable,
      bnplEligible: row.bnpl_eligible,
      carePlan: plan ? { selected: row.care_plan, priceCents: plan.priceCents, termMonths: plan.termMonths } : null,
      availability,
      exceedsStock: row.quantity > availability.orderable,
      unpriced: price === undefined,
      listUnitCents: price?.listCents ?? 0,
      memberUnitCents: price?.memberCents ?? null,
      unitCents: unit,
      carePlanCents,
      lineCents: row.quantity * (unit + carePlanCents),
      savedForLater: row.saved_for_later,
    });
  }
  return { lines, giftCards };
}
