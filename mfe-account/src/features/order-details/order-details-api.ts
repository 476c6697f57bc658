import {
  carePlanPaymentSessionAnswerSchema,
  carePlanPurchaseAnswerSchema,
  memberOrderAnswerSchema,
  type CarePlanPaymentSession,
  type CarePlanPurchase,
} from '@storefront/api-schemas';
import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../../lib/account-api-client';

/**
 * The order details' requests. Buying a care plan changes the order (its line's plans and offer) and the member's
 * plans: after it, `['account', 'order', number]` and `['account', 'care-plan', number]` are refreshed.
 */

/** The query key of one of the member's orders. */
export const memberOrderKey = (number: string) => ['account', 'order', number] as const;

/** `GET /orders/:number`: one of the member's orders in full (another member's is a 404, kept as "not found"). */
export function useMemberOrder(number: string) {
  return useQuery({
    queryKey: memberOrderKey(number),
    queryFn: ({ signal }) =>
      accountApi.get(`/orders/${encodeURIComponent(number)}`, { schema: memberOrderAnswerSchema, signal }),
  });
}

/** `POST /orders/:number/care-plans/payment-session`: the provider's page for a plan on one line. */
export function openCarePlanPayment(number: string, lineId: string): Promise<CarePlanPaymentSession> {
  return accountApi.post(`/orders/${encodeURIComponent(number)}/care-plans/payment-session`, {
    body: { lineId },
    schema: carePlanPaymentSessionAnswerSchema,
  });
}

/** `POST /orders/:number/care-plans`: the plans a paid session bought (the same answer when sent again). */
export function completeCarePlanPurchase(number: string, paymentSessionId: string): Promise<CarePlanPurchase> {
  return accountApi.post(`/orders/${encodeURIComponent(number)}/care-plans`, {
    body: { paymentSessionId },
    schema: carePlanPurchaseAnswerSchema,
  });
}
