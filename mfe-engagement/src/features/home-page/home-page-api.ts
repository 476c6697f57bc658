import { contentPageAnswerSchema, type ContentPage } from '@storefront/api-schemas';
import { takePagePayload, useLocale } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { engagementApi } from '../../lib/engagement-api-client';
import { revalidatedPayload } from '../../lib/prerendered-content';

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

/** The answer the edge prerendered into the document for the home page (SPEC §7 per-page payloads), if any. */
function prerenderedHomePage(): ContentPage | undefined {
  const parsed = v.safeParse(contentPageAnswerSchema, takePagePayload('home'));
  return parsed.success ? parsed.output : undefined;
}

/** The home page of the active locale: drawn from the document's payload when the edge put one in (and checked again), otherwise asked for. */
export function useHomePage() {
  return useQuery({ ...homePageQuery(useLocale()), ...revalidatedPayload(prerenderedHomePage) });
}
