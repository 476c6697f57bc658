import { placedOrderAnswerSchema, type PlacedOrder } from '@storefront/api-schemas';
import { createStoredValue } from '@storefront/contracts';
import * as v from 'valibot';

/**
 * The last order placed in this tab, for `/checkout/thank-you`: kept in sessionStorage so a reload of the page still
 * shows it (the guest has no account to read it back from), and gone when the tab closes.
 */
const storedPlacedOrder = createStoredValue({
  area: 'session',
  key: 'storefront:checkout:placed-order',
  schema: placedOrderAnswerSchema,
});

/**
 * Keeps the place-order answer for the thank-you page. Returns the order when the answer has the expected shape, or
 * null (then the thank-you page shows its 'no recent order' state, and the order e-mail still has everything).
 */
export function placedOrderReceived(answer: unknown): PlacedOrder | null {
  const parsed = v.safeParse(placedOrderAnswerSchema, answer);
  if (!parsed.success) return null;
  // Storage full or disabled: this page view still has the order in memory.
  storedPlacedOrder.write(parsed.output);
  return parsed.output;
}

/** The last order placed in this tab, or null when there is none or it cannot be read. */
export function readPlacedOrder(): PlacedOrder | null {
  return storedPlacedOrder.read();
}
