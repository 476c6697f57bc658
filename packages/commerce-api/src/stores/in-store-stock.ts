/** At most this many units in a store reads "limited stock, contact the store". */
export const LIMITED_STOCK_MAX = 2;

/** The in-store stock messages of SPEC §4, as codes the UI localises. */
export type InStoreMessage =
  'in_stock' | 'limited_stock' | 'available' | 'not_available' | 'size_not_available' | 'engraving_not_available';

/** What decides a store's message for one variant and size. */
export interface InStoreStockInput {
  /** Units of the chosen size (or of the piece, when it has no sizes) in the store. */
  quantity: number;
  /** Units of the variant in the store across all sizes. */
  total: number;
  sized: boolean;
  /** The chosen size can be ordered online now (for delivery: click and collect takes the store's own stock). */
  orderableOnline: boolean;
  /** The store takes click and collect orders at all. */
  storeClickAndCollect: boolean;
  /** The shopper wants it engraved. */
  engraved: boolean;
}

/** A store's answer for one variant and size: the message and whether click and collect is possible there. */
export interface InStoreStock {
  message: InStoreMessage;
  clickAndCollect: boolean;
}

/**
 * The in-store message (SPEC §4): engraved pieces are never collected in store; otherwise the store's own stock
 * ("in stock", "limited stock", the only stock click and collect takes: see `PUT /checkout/shipping`), then
 * "available" when the store has none but it can be ordered online now, then "selected size not available" when the
 * store has the piece in other sizes, else "not available".
 */
export function inStoreStock(input: InStoreStockInput): InStoreStock {
  if (input.engraved) return { message: 'engraving_not_available', clickAndCollect: false };
  if (input.quantity > LIMITED_STOCK_MAX) return { message: 'in_stock', clickAndCollect: input.storeClickAndCollect };
  if (input.quantity > 0) return { message: 'limited_stock', clickAndCollect: input.storeClickAndCollect };
  if (input.storeClickAndCollect && input.orderableOnline) return { message: 'available', clickAndCollect: false };
  if (input.sized && input.total > 0) return { message: 'size_not_available', clickAndCollect: false };
  return { message: 'not_available', clickAndCollect: false };
}
