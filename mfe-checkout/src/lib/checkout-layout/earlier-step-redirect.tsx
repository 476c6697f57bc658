import type { CheckoutState } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { Navigate } from 'react-router';

/** What each step needs done before it (the API's `missing` names). */
const needs = { billing: ['email', 'deliveryMethod', 'shipping'] } as const;

/**
 * Sends the shopper back to the shipping step when a later step is opened before it is done (no e-mail, no delivery
 * method, or no address or store for it). Renders nothing otherwise, and nothing for an empty bag: the step shows
 * its own way back to the bag then.
 */
export function EarlierStepRedirect({ checkout, step }: { checkout: CheckoutState; step: keyof typeof needs }) {
  if (checkout.lines.length === 0) return null;
  const incomplete = needs[step].some((name) => checkout.missing.includes(name));
  return incomplete ? <Navigate to={localisePath(paths.checkoutShipping())} replace /> : null;
}
