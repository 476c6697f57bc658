import type { ProductDetailData } from '@storefront/api-schemas';
import * as v from 'valibot';
import { catalogueApi } from '../../lib/catalogue-api-client';

/** An add-on the product page offers (pendant, connector, charm), as a tile. */
export type ProductAddon = ProductDetailData['addons'][number];

/** `GET /api/content/pdp-preferences`: the product page's content (care plan link, size guide, delivery). */
export const pdpPreferencesSchema = v.object({
  pcpLink: v.nullable(v.string()),
  pcpSummary: v.string(),
  ringSizeGuide: v.object({ intro: v.string(), url: v.nullable(v.string()) }),
  deliveryAndReturns: v.object({ title: v.string(), body: v.string(), url: v.nullable(v.string()) }),
});
export type PdpPreferences = v.InferOutput<typeof pdpPreferencesSchema>;

/** `GET /api/content/site-preferences`, the one field the product page reads. */
const sitePreferencesSchema = v.object({ resizeEngravingDelayTime: v.optional(v.number(), 3) });

/** The product page's content preferences. */
export function fetchPdpPreferences(signal: AbortSignal): Promise<PdpPreferences> {
  return catalogueApi.get('/content/pdp-preferences', { schema: pdpPreferencesSchema, signal });
}

/** Business days engraving or resizing adds to dispatch (SPEC §9: default 3). */
export async function fetchEngravingDelayDays(signal: AbortSignal): Promise<number> {
  const answer = await catalogueApi.get('/content/site-preferences', { schema: sitePreferencesSchema, signal });
  return answer.resizeEngravingDelayTime;
}
