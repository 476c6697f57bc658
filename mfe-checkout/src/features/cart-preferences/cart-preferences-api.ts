import { useLocale } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { checkoutApi } from '../../lib/checkout-api-client';

const linkSchema = v.object({ label: v.string(), url: v.string() });
const imageSchema = v.object({
  url: v.string(),
  alt: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});

/** `GET /content/cart-preferences`: what the content service says about the bag page (SPEC §3). */
export const cartPreferencesSchema = v.object({
  /** Canada: how sales tax is worked out. */
  salesTaxTooltip: v.nullable(v.string()),
  /** Alerts above the bag; the API maps the supporting-data value to the variant (SPEC §3). */
  informationAlertBar: v.array(
    v.object({
      id: v.string(),
      message: v.string(),
      variant: v.picklist(['error', 'warning', 'info', 'default']),
      link: v.nullable(linkSchema),
    }),
  ),
  orderInformationAccordion: v.array(v.object({ id: v.string(), title: v.string(), body: v.string() })),
  productPromotion: v.nullable(
    v.object({
      id: v.string(),
      headline: v.string(),
      body: v.string(),
      cta: v.nullable(linkSchema),
      image: v.nullable(imageSchema),
      theme: v.string(),
    }),
  ),
});
export type CartPreferences = v.InferOutput<typeof cartPreferencesSchema>;
export type InformationAlert = CartPreferences['informationAlertBar'][number];

/** Content changes with an editor's publish, not while a shopper looks at the bag. */
const PREFERENCES_FRESH_MS = 10 * 60_000;

function useCartPreferencesQuery() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['checkout', 'cart-preferences', locale],
    queryFn: ({ signal }) => checkoutApi.get('/content/cart-preferences', { schema: cartPreferencesSchema, signal }),
    staleTime: PREFERENCES_FRESH_MS,
  });
}

/** The cart preferences for the active locale; null while loading or when the content is unavailable (the page goes on). */
export function useCartPreferences(): CartPreferences | null {
  return useCartPreferencesQuery().data ?? null;
}

/** Whether the cart preferences have come (or failed): the alerts above the bag are known, so nothing will push it down. */
export function useCartPreferencesSettled(): boolean {
  return !useCartPreferencesQuery().isPending;
}
