import { storefrontApiHeaders } from '@storefront/contracts';
import { createHttpClient } from '@storefront/http';

/** The commerce API as the account calls it: same origin, the active locale on every request. */
export const accountApi = createHttpClient({ baseUrl: '/api', headers: storefrontApiHeaders });
