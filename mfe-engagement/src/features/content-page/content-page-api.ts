import { contentPageAnswerSchema, type ContentPage } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { queryOptions } from '@tanstack/react-query';
import { engagementApi } from '../../lib/engagement-api-client';

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
