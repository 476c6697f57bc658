import type { FastifyInstance } from 'fastify';
import { anyOf } from '../db/any-of';
import type { Database } from '../db/database';
import { availabilityOf, type DispatchPreferences } from './availability';
import type { CatalogueIndex, IndexedProduct, IndexedVariant } from './catalogue-index';
import { tileOf, variantPrice, type ProductTile, type ShopperContext, type TilePrice } from './product-list';

/** The kinds of add-on a piece offers. */
export type AddonKind = 'pendant' | 'connector' | 'charm';

/** An add-on as the product page offers it: a tile whose `sku` is a variant the bag takes now. */
export type ProductAddonTile = ProductTile & { addonKind: AddonKind };

/** Online units per sku (all sizes), in one query. */
async function unitsBySku(db: Database, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db.selectFrom('stock').select(['sku', 'quantity']).where('sku', '=', anyOf(skus)).execute();
  const units = new Map<string, number>();
  for (const row of rows) units.set(row.sku, (units.get(row.sku) ?? 0) + row.quantity);
  return units;
}

/**
 * Whether the bag takes one of this variant on its own, as an add-on is added (no size, no engraving): the product is
 * sold online, unsized, priced in the shopper's currency, and the variant has a unit in stock (or is made to order).
 */
function orderableVariant(
  product: IndexedProduct,
  variant: IndexedVariant,
  units: number,
  shopper: ShopperContext,
  preferences: DispatchPreferences,
): boolean {
  if (!product.online || product.sized || !variantPrice(variant, shopper)) return false;
  const availability = availabilityOf(
    { online: true, madeToOrder: product.madeToOrder, quantity: units, personalised: false },
    preferences,
  );
  return availability.orderable >= 1;
}

/**
 * The add-ons of a piece a shopper can order with it now, in the merchandiser's order: each shown with its cheapest
 * orderable variant (so ticking it never picks a variant without stock); add-ons with none are left out.
 */
export async function orderableAddons(
  app: FastifyInstance,
  index: CatalogueIndex,
  productId: string,
  shopper: ShopperContext,
): Promise<ProductAddonTile[]> {
  const [rows, preferences] = await Promise.all([
    app.db
      .selectFrom('product_addons')
      .select(['addon_id', 'kind'])
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute(),
    app.content.sitePreferences(shopper.locale),
  ]);
  const addons = rows.flatMap((row) => {
    const product = index.productsById.get(row.addon_id);
    return product ? [{ product, kind: row.kind }] : [];
  });
  const units = await unitsBySku(
    app.db,
    addons.flatMap(({ product }) => product.variants.map((variant) => variant.sku)),
  );
  return addons.flatMap(({ product, kind }) => {
    const offered = product.variants.flatMap((variant) => {
      const price = variantPrice(variant, shopper);
      const quantity = units.get(variant.sku) ?? 0;
      return price && orderableVariant(product, variant, quantity, shopper, preferences)
        ? [{ variant, price, quantity }]
        : [];
    });
    const cheapest = offered.reduce<(typeof offered)[number] | undefined>(
      (best, entry) => (!best || entry.price.effectiveCents < best.price.effectiveCents ? entry : best),
      undefined,
    );
    if (!cheapest) return [];
    const highest = Math.max(...offered.map((entry) => entry.price.effectiveCents));
    const price: TilePrice = { ...cheapest.price, from: highest > cheapest.price.effectiveCents };
    // The badge speaks of the variant offered, not of the product's other metals.
    return [{ ...tileOf(product, cheapest.variant, price, cheapest.quantity, shopper, preferences), addonKind: kind }];
  });
}

/** Whether `addonSku` is a variant of one of the (unsized) add-ons the piece of `sku` offers. */
export async function isAddonOf(db: Database, sku: string, addonSku: string): Promise<boolean> {
  const offered = await db
    .selectFrom('product_addons')
    .innerJoin('variants as main', 'main.product_id', 'product_addons.product_id')
    .innerJoin('variants as addon', 'addon.product_id', 'product_addons.addon_id')
    .innerJoin('products', 'products.id', 'product_addons.addon_id')
    .select(['products.sized'])
    .where('main.sku', '=', sku)
    .where('addon.sku', '=', addonSku)
    .executeTakeFirst();
  return offered !== undefined && !offered.sized;
}
