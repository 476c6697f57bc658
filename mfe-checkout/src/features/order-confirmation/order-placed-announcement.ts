import type { PlacedOrder } from '@storefront/api-schemas';
import { announce } from '@storefront/contracts';

/**
 * Tells the other remotes an order was placed (`storefront:order-placed`): its number, currency and each line's
 * product, SKU, unit price and quantity. The engagement remote logs a purchase per line, once per order however often
 * the confirmation is shown. A line from an older API's answer, without its product id, is left out.
 */
export function announceOrderPlaced(order: PlacedOrder): void {
  announce('storefront:order-placed', {
    orderNumber: order.orderNumber,
    currency: order.currency,
    lines: order.lines.flatMap((line) =>
      line.productId
        ? [{ productId: line.productId, sku: line.sku, unitPriceCents: line.unitCents, quantity: line.quantity }]
        : [],
    ),
  });
}
