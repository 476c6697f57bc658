import { profileAnswerSchema } from '@storefront/api-schemas';
import { queryOptions } from '@tanstack/react-query';
import { accountApi } from './account-api-client';

/** `GET /account/profile`: the signed-in member's details and membership (the account home, contact details, Brilliance). */
export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: ({ signal }) => accountApi.get('/account/profile', { schema: profileAnswerSchema, signal }),
});
