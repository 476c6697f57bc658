import { storefrontApiHeaders } from '@storefront/contracts';
import { createHttpClient } from '@storefront/http';

/** The commerce API as the checkout calls it: same origin, the active locale on every request. */
export const checkoutApi = createHttpClient({ baseUrl: '/api', headers: storefrontApiHeaders });
