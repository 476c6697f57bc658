import { addressBookAnswerSchema, savedAddressSchema, type SavedAddress } from '@storefront/api-schemas';
import type { Address } from '@storefront/validation';
import { queryOptions } from '@tanstack/react-query';
import { checkoutApi } from '../checkout-api-client';

/** `GET /account/addresses`: the signed-in member's address book, default first (asked only for a member). */
export const savedAddressesQuery = queryOptions({
  queryKey: ['checkout', 'saved-addresses'],
  queryFn: ({ signal }) => checkoutApi.get('/account/addresses', { schema: addressBookAnswerSchema, signal }),
});

/** `POST /account/addresses`: keeps an address the member typed at checkout in their address book (not as default). */
export function addToAddressBook(address: Address): Promise<SavedAddress> {
  return checkoutApi.post('/account/addresses', {
    body: { ...address, label: '', isDefault: false },
    schema: savedAddressSchema,
  });
}
