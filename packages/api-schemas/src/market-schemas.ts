import * as v from 'valibot';

/** The market currencies (SPEC §9). */
export const currencySchema = v.picklist(['AUD', 'CAD', 'NZD']);
/** A market currency. */
export type Currency = v.InferOutput<typeof currencySchema>;

/** The markets (SPEC §9). */
export const marketSchema = v.picklist(['AU', 'CA', 'NZ']);
/** A market. */
export type Market = v.InferOutput<typeof marketSchema>;

/** An amount in cents of the market's currency: money is always whole cents. */
export const centsSchema = v.pipe(v.number(), v.integer());

/** An instant as the API writes it (`Date.toISOString()`). */
export const timestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** A calendar day, `YYYY-MM-DD`. */
export const daySchema = v.pipe(v.string(), v.isoDate());

/** A code with its label in the shopper's language (metal, stone, cut, ring size). */
export const codeLabelSchema = v.object({ code: v.string(), label: v.string() });
/** A code with its label. */
export type CodeLabel = v.InferOutput<typeof codeLabelSchema>;

/** A page's path in each locale, without the locale prefix (`/p/<slug>`), for canonical and hreflang links. */
export const localePathsSchema = v.object({
  'en-AU': v.string(),
  'en-CA': v.string(),
  'fr-CA': v.string(),
  'en-NZ': v.string(),
});
/** A page's path in each locale. */
export type LocalePaths = v.InferOutput<typeof localePathsSchema>;
