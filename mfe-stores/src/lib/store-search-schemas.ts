import { storeSearchLocationSchema } from '@storefront/validation';
import * as v from 'valibot';

/** The store finder's search: one location (postcode, suburb or city). */
export const storeSearchSchema = v.object({ location: storeSearchLocationSchema });
