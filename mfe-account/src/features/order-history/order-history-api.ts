import { orderHistoryAnswerSchema } from '@storefront/api-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountApi } from '../../lib/account-api-client';

/** `GET /orders?page=`: one page of the member's orders, newest first. Nothing here changes orders. */
export function useOrderHistory(page: number) {
  return useQuery({
    queryKey: ['account', 'orders', { page }],
    queryFn: ({ signal }) =>
      accountApi.get('/orders', { query: { page: String(page) }, schema: orderHistoryAnswerSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
