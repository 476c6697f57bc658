import { carePlanAnswerSchema } from '@storefront/api-schemas';
import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../../lib/account-api-client';

/** `GET /orders/:number/care-plans/:index`: one plan of one of the member's orders (1-based, as in the address). */
export function useCarePlan(orderNumber: string, index: string) {
  return useQuery({
    queryKey: ['account', 'care-plan', orderNumber, index],
    queryFn: ({ signal }) =>
      accountApi.get(`/orders/${encodeURIComponent(orderNumber)}/care-plans/${encodeURIComponent(index)}`, {
        schema: carePlanAnswerSchema,
        signal,
      }),
  });
}
