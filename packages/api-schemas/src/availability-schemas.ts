import * as v from 'valibot';
import { daySchema } from './market-schemas';

/** Stock of a product, variant or bag line (SPEC §4). */
export const stockStatusSchema = v.picklist(['in_stock', 'low_stock', 'out_of_stock', 'unavailable_online']);
/** A stock status. */
export type StockStatus = v.InferOutput<typeof stockStatusSchema>;

/** When a piece leaves us (SPEC §4): ready to ship, or ships in N business days. */
export const dispatchSchema = v.object({
  kind: v.picklist(['ready_to_ship', 'ships_in']),
  businessDays: v.number(),
  /** The estimated dispatch date, on the product page only. */
  date: v.optional(daySchema),
});
/** A dispatch estimate. */
export type Dispatch = v.InferOutput<typeof dispatchSchema>;

/** Stock and dispatch of a product (tile) or variant (product page); null dispatch: cannot be bought online now. */
export const availabilitySchema = v.object({
  stock: stockStatusSchema,
  /** Units that can be ordered now; on the product page, not on tiles. */
  orderable: v.optional(v.number()),
  dispatch: v.nullable(dispatchSchema),
});
/** Stock and dispatch. */
export type Availability = v.InferOutput<typeof availabilitySchema>;
