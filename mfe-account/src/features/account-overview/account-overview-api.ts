import { orderHistoryAnswerSchema } from '@storefront/api-schemas';
import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '../../lib/account-api-client';

/** The first page of `GET /orders` (newest first): its first order is the member's latest. */
export const latestOrderQuery = queryOptions({
  queryKey: ['account', 'orders', { page: 1 }],
  queryFn: ({ signal }) =>
    accountApi.get('/orders', { query: { page: '1' }, schema: orderHistoryAnswerSchema, signal }),
  select: (answer) => answer.orders[0] ?? null,
});
