import { storefrontApiHeaders } from '@storefront/contracts';
import { createHttpClient } from '@storefront/http';

/** The commerce API as the stores remote calls it: same origin, the active locale on every request. */
export const storesApi = createHttpClient({ baseUrl: '/api', headers: storefrontApiHeaders });
