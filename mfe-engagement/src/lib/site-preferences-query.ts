import { sitePreferencesAnswerSchema } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from './engagement-api-client';

/** How long the site preferences count as fresh: the content service changes them rarely (the API caches them too). */
const SITE_PREFERENCES_FRESH_MS = 5 * 60_000;

/** The content service's site preferences in a locale (`GET /content/site-preferences`): panels, banners, categories. */
export function sitePreferencesQuery(locale: string) {
  return queryOptions({
    queryKey: ['engagement', 'site-preferences', locale],
    queryFn: ({ signal }) =>
      engagementApi.get('/content/site-preferences', { schema: sitePreferencesAnswerSchema, signal }),
    staleTime: SITE_PREFERENCES_FRESH_MS,
  });
}

/** The site preferences of the active locale, from the one data layer (one request for every part that needs them). */
export function useSitePreferences() {
  return useQuery(sitePreferencesQuery(useLocale()));
}
