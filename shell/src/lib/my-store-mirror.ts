import { createStoredValue } from '@storefront/contracts';
import * as v from 'valibot';

/** Whose account the browser's My Store mirrors (merged since the last guest page), and the day it was last read. */
export const accountMirror = createStoredValue({
  area: 'local',
  key: 'storefront:my-store-account',
  schema: v.object({ customerId: v.string(), checkedOn: v.string() }),
});
