import { contactAnswerSchema, storeListAnswerSchema } from '@storefront/api-schemas';
import type { ContactEnquiry } from '@storefront/validation';
import { queryOptions } from '@tanstack/react-query';
import { engagementApi } from '../../lib/engagement-api-client';

/** Sends an enquiry (`POST /contact`): customer service is e-mailed, the shopper acknowledged; the answer's reference. */
export function sendEnquiry(enquiry: ContactEnquiry) {
  return engagementApi.post('/contact', { body: enquiry, schema: contactAnswerSchema });
}

/** The stores have their hours in the answer too, but the picker needs only names: fresh enough for a visit. */
const STORES_FRESH_MS = 10 * 60_000;

/** The stores of the shopper's market (`GET /stores`), for the store picker. */
export function contactStoresQuery(locale: string) {
  return queryOptions({
    queryKey: ['engagement', 'contact-stores', locale],
    queryFn: ({ signal }) => engagementApi.get('/stores', { schema: storeListAnswerSchema, signal }),
    staleTime: STORES_FRESH_MS,
  });
}
