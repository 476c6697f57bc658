import { engravingSchema, validationMessages } from '@storefront/validation';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import * as v from 'valibot';
import { availabilityOf, sizedStock, type DispatchPreferences } from '../catalogue/availability';
import { carePlanBandsColumn, carePlanOf, unitCents, variantPriceOf } from '../catalogue/pricing';
import { ringSizeCodeOf } from '../catalogue/ring-sizes';
import type { Database } from '../db/database';
import type { Currency, Market } from '../db/schema';
import { ApiProblem } from '../http/problem';

/** Message id of a field error for engraving on a piece that cannot be engraved. */
export const ENGRAVING_NOT_AVAILABLE_MESSAGE = 'validation.engraving.notAvailable';

/** What a shopper asks a line to be. */
export interface LineRequest {
  sku: string;
  quantity: number;
  /** A ring size code (`M`) or the market's label for it (`6.5` or `6,5` in Canada). */
  size: string | undefined;
  engraving: string | undefined;
  carePlan: boolean;
}

/** A line that passed every rule, ready to store. */
export interface CheckedLine {
  sku: string;
  /** The stored ring size code (stock is kept by code in every market); '' for unsized pieces. */
  size: string;
  quantity: number;
  engraving: string | null;
  carePlan: boolean;
}

/**
 * The bag's rules for one line (SPEC §5): the sku exists and is sold online in this currency; sized pieces need a
 * ring size of the market, kept as its code (SIZE_REQUIRED); engraving only on engravable pieces, in the allowed characters and the product's
 * maximum (ENGRAVING_INVALID with field errors); the care plan only where offered (CARE_PLAN_NOT_AVAILABLE); the
 * quantity within what can be ordered now (INSUFFICIENT_STOCK with `available`).
 */
export async function checkLine(
  db: Database,
  request: LineRequest,
  context: { market: Market; currency: Currency; isMember: boolean; preferences: DispatchPreferences },
): Promise<CheckedLine> {
  // The piece, its price in the currency, its stock by size and, when the plan is asked for, its bands, in one query.
  const product = await db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .leftJoin('prices', (join) =>
      join.onRef('prices.sku', '=', 'variants.sku').on('prices.currency', '=', context.currency),
    )
    .select((eb) => [
      'products.sized',
      'products.engravable',
      'products.engraving_max_chars',
      'products.made_to_order',
      'products.resizable',
      'products.care_plan_eligible',
      'products.online',
      'prices.list_cents',
      'prices.member_cents',
      jsonArrayFrom(
        eb.selectFrom('stock').select(['stock.size', 'stock.quantity']).whereRef('stock.sku', '=', 'variants.sku'),
      ).as('stock'),
    ])
    .$if(request.carePlan, (query) => query.select(carePlanBandsColumn(db, context.currency).as('care_plan_bands')))
    .where('variants.sku', '=', request.sku)
    .executeTakeFirst();
  if (!product) throw new ApiProblem(404, 'PRODUCT_NOT_FOUND', 'This product could not be found.');
  const price = variantPriceOf(request.sku, context.currency, product);
  if (!product.online || !price) {
    throw new ApiProblem(409, 'PRODUCT_UNAVAILABLE_ONLINE', 'This product is not available online.');
  }
  const size = product.sized ? (ringSizeCodeOf(request.size ?? '', context.market) ?? '') : '';
  if (product.sized && size === '') {
    throw new ApiProblem(400, 'SIZE_REQUIRED', 'Please select a size.', {
      errors: { size: validationMessages.sizeRequired.id },
    });
  }
  let engraving: string | null = null;
  if (request.engraving !== undefined && request.engraving.trim() !== '') {
    if (!product.engravable) {
      throw new ApiProblem(400, 'ENGRAVING_INVALID', 'This piece cannot be engraved.', {
        errors: { engraving: ENGRAVING_NOT_AVAILABLE_MESSAGE },
      });
    }
    const parsed = v.safeParse(engravingSchema(product.engraving_max_chars ?? 0), request.engraving);
    if (!parsed.success) {
      throw new ApiProblem(400, 'ENGRAVING_INVALID', 'Please check the engraving.', {
        errors: { engraving: parsed.issues[0].message },
        extra: { maxChars: product.engraving_max_chars },
      });
    }
    engraving = parsed.output;
  }
  if (request.carePlan) {
    const plan = product.care_plan_eligible
      ? carePlanOf(product.care_plan_bands ?? [], unitCents(price, context.isMember))
      : null;
    if (!plan) {
      throw new ApiProblem(409, 'CARE_PLAN_NOT_AVAILABLE', 'The care plan is not offered for this piece.');
    }
  }
  const rows = product.stock;
  const stock = sizedStock({
    sized: product.sized,
    resizable: product.resizable,
    sizeQuantity: rows.find((row) => row.size === size)?.quantity ?? 0,
    skuQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
  });
  const availability = availabilityOf(
    {
      online: true,
      madeToOrder: product.made_to_order,
      quantity: stock.quantity,
      personalised: engraving !== null || stock.resized,
    },
    context.preferences,
  );
  if (request.quantity > availability.orderable) {
    throw new ApiProblem(409, 'INSUFFICIENT_STOCK', 'Only a limited quantity is available.', {
      extra: { available: availability.orderable },
    });
  }
  return { sku: request.sku, size, quantity: request.quantity, engraving, carePlan: request.carePlan };
}
