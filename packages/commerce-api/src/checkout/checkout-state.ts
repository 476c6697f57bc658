import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../http/problem';
import { bagJson, emptyBagJson } from '../bag/bag-response';
import type { BagRow } from '../bag/bag-store';
import { usableCheckoutApproval, type CheckoutFinancingApproval } from '../financing/approvals';
import { pricingContextOf, recordServerChanges, unseenChanges } from './bag-changes';
import { priceBag, type PricedBag } from './totals';

/** What is still missing before the order can be placed. */
export function missingSteps(priced: PricedBag): string[] {
  const { bag } = priced;
  const missing: string[] = [];
  if (priced.lines.length === 0) missing.push('lines');
  if (!bag.email) missing.push('email');
  if (!priced.deliveryMethod) missing.push('deliveryMethod');
  else if (priced.deliveryMethod.id === 'click_and_collect' ? !priced.pickupStore : !bag.shipping_address) {
    missing.push('shipping');
  }
  if (!bag.billing_address && !(bag.billing_same_as_shipping && bag.shipping_address)) missing.push('billing');
  return missing;
}

/** The billing address in force: its own, or the shipping address when "same as shipping". */
export function billingAddressOf(bag: BagRow) {
  return bag.billing_same_as_shipping ? bag.shipping_address : bag.billing_address;
}

/**
 * The checkout as the API answers it: the bag, addresses, delivery choice and options, what is missing, and the
 * financing approval kept with it that can pay what is left (Canada).
 */
export function checkoutJson(
  priced: PricedBag,
  clientVersion?: number,
  financingApproval: CheckoutFinancingApproval | null = null,
) {
  const { bag } = priced;
  return {
    ...bagJson(priced, unseenChanges(priced, clientVersion)),
    email: bag.email,
    shippingAddress: bag.shipping_address,
    billingSameAsShipping: bag.billing_same_as_shipping,
    billingAddress: billingAddressOf(bag),
    pickupStore: priced.pickupStore,
    deliveryMethods: priced.deliveryMethods,
    missing: missingSteps(priced),
    financingApproval,
  };
}

/** Prices the bag now, records what the server changed, and answers the checkout. */
export async function answerCheckout(request: FastifyRequest, bag: BagRow | null, clientVersion?: number) {
  if (!bag) {
    const { market, currency } = request.localeContext;
    return {
      ...emptyBagJson(market, currency),
      email: null,
      shippingAddress: null,
      billingSameAsShipping: false,
      billingAddress: null,
      pickupStore: null,
      deliveryMethods: [],
      missing: ['lines', 'email', 'deliveryMethod', 'billing'],
      financingApproval: null,
    };
  }
  const context = await pricingContextOf(request);
  const priced = await recordServerChanges(request.server.db, await priceBag(request.server.db, bag, context));
  const approval = await usableCheckoutApproval(
    request.server.db,
    bag.financing_approval_id,
    priced.summary.remainingCents,
    priced.summary.currency,
  );
  return checkoutJson(priced, clientVersion, approval);
}

/** The lines that cannot be bought as they are (out of stock, too many, not sold online here). */
export function unavailableLines(priced: PricedBag) {
  return priced.lines
    .filter((line) => line.exceedsStock || line.unpriced)
    .map((line) => ({
      lineId: line.id,
      sku: line.sku,
      size: line.size,
      quantity: line.quantity,
      available: line.availability.orderable,
    }));
}

/**
 * Checks a checkout can be paid: lines (BAG_EMPTY), every step done (CHECKOUT_INCOMPLETE with `missing`), and every
 * line buyable now (INSUFFICIENT_STOCK with `lines`).
 */
export function assertReadyToPay(priced: PricedBag): void {
  if (priced.lines.length === 0) throw new ApiProblem(409, 'BAG_EMPTY', 'Your bag is empty.');
  const missing = missingSteps(priced);
  if (missing.length > 0) {
    throw new ApiProblem(409, 'CHECKOUT_INCOMPLETE', 'Some checkout steps are not complete.', { extra: { missing } });
  }
  const lines = unavailableLines(priced);
  if (lines.length > 0) {
    throw new ApiProblem(409, 'INSUFFICIENT_STOCK', 'Remove unavailable items or adjust quantities.', {
      extra: { lines },
    });
  }
}
