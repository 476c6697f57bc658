import { contentPageAnswerSchema, type ContentPage } from '@storefront/api-schemas';
import { takePagePayload, useLocale } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { engagementApi } from '../../lib/engagement-api-client';
import { revalidatedPayload } from '../../lib/prerendered-content';

/** How long a content page counts as fresh in a visit: editors publish rarely (the API purges its cache on publish). */
const CONTENT_PAGE_FRESH_MS = 5 * 60_000;

/** A content page by slug (`customer-service/delivery`, `connected/spring-sparkle`): `GET /content/pages/<slug>`. */
export function fetchContentPage(slug: string, signal: AbortSignal): Promise<ContentPage> {
  const path = slug.split('/').map(encodeURIComponent).join('/');
  return engagementApi.get(`/content/pages/${path}`, { schema: contentPageAnswerSchema, signal });
}

/** The content page query of a locale and slug. */
export function contentPageQuery(locale: string, slug: string) {
  return queryOptions({
    queryKey: ['engagement', 'content-page', locale, slug],
    queryFn: ({ signal }) => fetchContentPage(slug, signal),
    staleTime: CONTENT_PAGE_FRESH_MS,
  });
}

/** Whether the API said there is no content page with that slug (404 `CONTENT_NOT_FOUND`). */
export function isContentNotFound(error: unknown): boolean {
  return error instanceof ProblemError && error.status === 404;
}

/** The answer the edge prerendered into the document for this page (SPEC §7 per-page payloads), if any. */
function prerenderedPage(slug: string): ContentPage | undefined {
  // The fixed links' pages and the catch-all are `content-page`; campaign pages are `connected-content`.
  const payload = takePagePayload('content-page') ?? takePagePayload('connected-content');
  const parsed = v.safeParse(contentPageAnswerSchema, payload);
  return parsed.success && parsed.output.slug === slug ? parsed.output : undefined;
}

/** A content page of the active locale: drawn from the document's payload when the edge put one in (and checked again), otherwise asked for. */
export function useContentPage(slug: string) {
  return useQuery({ ...contentPageQuery(useLocale(), slug), ...revalidatedPayload(() => prerenderedPage(slug)) });
}
