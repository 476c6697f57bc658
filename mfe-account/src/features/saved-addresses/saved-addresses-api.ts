import {
  addressBookAnswerSchema,
  addressDeletedAnswerSchema,
  savedAddressSchema,
  type SavedAddress,
} from '@storefront/api-schemas';
import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '../../lib/account-api-client';

/**
 * `GET /account/addresses`: the member's address book, default first. Every change below refreshes it (the default
 * may move to another entry when one is added, made default or deleted).
 */
export const addressBookQuery = queryOptions({
  queryKey: ['account', 'addresses'],
  queryFn: ({ signal }) => accountApi.get('/account/addresses', { schema: addressBookAnswerSchema, signal }),
});

/** What an address is saved with: the address fields, its label and whether it becomes the default. */
export type AddressBookEntry = Record<string, unknown> & { isDefault?: boolean };

/** `POST /account/addresses`; rejects with VALIDATION_FAILED (field errors) or ADDRESS_BOOK_FULL. */
export function addAddress(entry: AddressBookEntry): Promise<SavedAddress> {
  return accountApi.post('/account/addresses', { body: entry, schema: savedAddressSchema });
}

/** `PUT /account/addresses/:id`: replaces the address (and makes it the default when asked). */
export function replaceAddress(id: string, entry: AddressBookEntry): Promise<SavedAddress> {
  return accountApi.put(`/account/addresses/${encodeURIComponent(id)}`, { body: entry, schema: savedAddressSchema });
}

/** `DELETE /account/addresses/:id`; the oldest remaining address becomes the default when the default goes. */
export async function deleteAddress(id: string): Promise<void> {
  await accountApi.delete(`/account/addresses/${encodeURIComponent(id)}`, { schema: addressDeletedAnswerSchema });
}
