import { contentPageAnswerSchema } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from '../../lib/engagement-api-client';

/** The home page is content: fresh for five minutes (the API and shared caches keep it as long). */
const HOME_PAGE_FRESH_MS = 5 * 60_000;

/** The home page's content in a locale (`GET /content/pages/home`): its hero and its sections. Refreshes nothing. */
export function homePageQuery(locale: string) {
  return queryOptions({
    queryKey: ['engagement', 'content-page', locale, 'home'],
    queryFn: ({ signal }) => engagementApi.get('/content/pages/home', { schema: contentPageAnswerSchema, signal }),
    staleTime: HOME_PAGE_FRESH_MS,
  });
}

/** The home page of the active locale. */
export function useHomePage() {
  return useQuery(homePageQuery(useLocale()));
}
