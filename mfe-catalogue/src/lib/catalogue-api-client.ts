import { storefrontApiHeaders } from '@storefront/contracts';
import { createHttpClient } from '@storefront/http';

/** The commerce API as the catalogue calls it: same origin, the active locale on every request. */
export const catalogueApi = createHttpClient({ baseUrl: '/api', headers: storefrontApiHeaders });
