/**
 * Availability (SPEC §4) in one place, for the product page, the product list, the bag and checkout.
 * - Stock: in stock, low stock ("selling fast", at most LOW_STOCK_THRESHOLD left), out of stock, unavailable online.
 * - Dispatch: "ready to ship" (in stock, nothing to make: ships in `standardDispatchTime` business days) or
 *   "ships in N business day(s)" (engraving or resizing adds `resizeEngravingDelayTime`; made to order adds its
 *   lead time).
 */
export const LOW_STOCK_THRESHOLD = 3;
/** Business days a made-to-order piece takes to craft before dispatch. */
export const MADE_TO_ORDER_DAYS = 10;

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock' | 'unavailable_online';

export type Dispatch = { kind: 'ready_to_ship'; businessDays: number } | { kind: 'ships_in'; businessDays: number };

export interface Availability {
  stock: StockStatus;
  /** Units that can be ordered now (0 when out of stock or not sold online). */
  orderable: number;
  /** Null when it cannot be bought online now. */
  dispatch: Dispatch | null;
}

export interface DispatchPreferences {
  standardDispatchTime: number;
  resizeEngravingDelayTime: number;
}

export interface AvailabilityInput {
  online: boolean;
  madeToOrder: boolean;
  /** Online stock of the chosen variant and size. */
  quantity: number;
  /** The line is engraved or the ring is resized to the chosen size. */
  personalised: boolean;
}

/**
 * The stock a sized piece can be sold from: the chosen size's own, or, for a resizable ring with none in that size,
 * any size of the same variant (the ring is resized before dispatch, which adds the resize delay).
 */
export function sizedStock(input: { sized: boolean; resizable: boolean; sizeQuantity: number; skuQuantity: number }): {
  quantity: number;
  resized: boolean;
} {
  if (!input.sized || input.sizeQuantity > 0 || !input.resizable || input.skuQuantity <= 0) {
    return { quantity: input.sized ? input.sizeQuantity : input.skuQuantity, resized: false };
  }
  return { quantity: input.skuQuantity, resized: true };
}

export function availabilityOf(input: AvailabilityInput, preferences: DispatchPreferences): Availability {
  if (!input.online) return { stock: 'unavailable_online', orderable: 0, dispatch: null };
  const extra =
    (input.personalised ? preferences.resizeEngravingDelayTime : 0) + (input.madeToOrder ? MADE_TO_ORDER_DAYS : 0);
  const businessDays = preferences.standardDispatchTime + extra;
  if (input.madeToOrder) {
    // Crafted for each order: always orderable, never "out of stock".
    return { stock: 'in_stock', orderable: 99, dispatch: { kind: 'ships_in', businessDays } };
  }
  if (input.quantity <= 0) return { stock: 'out_of_stock', orderable: 0, dispatch: null };
  const stock: StockStatus = input.quantity <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
  return {
    stock,
    orderable: input.quantity,
    dispatch: extra === 0 ? { kind: 'ready_to_ship', businessDays } : { kind: 'ships_in', businessDays },
  };
}
