import { useLocale } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { catalogueApi } from './catalogue-api-client';

/** `GET /api/search/popular`: the locale's most searched queries over the last 30 days. */
export const popularSearchesSchema = v.object({
  locale: v.string(),
  queries: v.array(v.object({ query: v.string(), count: v.number() })),
});

/** How many popular searches are asked for: a few more than shown, as those already in a history are left out. */
const POPULAR_LIMIT = 8;

/** Popular searches change over days: asked once per page life at most this often. */
const POPULAR_FRESH_MS = 10 * 60_000;

/** The popular searches of the active locale, most searched first. */
async function fetchPopularSearches(signal: AbortSignal): Promise<string[]> {
  const answer = await catalogueApi.get('/search/popular', {
    query: { limit: POPULAR_LIMIT },
    schema: popularSearchesSchema,
    signal,
  });
  return answer.queries.map((item) => item.query);
}

/**
 * The locale's popular searches, for the header's search box and the search page alike (one request serves both).
 * Nothing is asked until `wanted` is first true (the box focused empty): most shoppers never open the box. A failure
 * shows none; the box and the page work without them.
 */
export function usePopularSearches(wanted = true): string[] {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['catalogue', 'popular-searches', locale],
    queryFn: ({ signal }) => fetchPopularSearches(signal),
    staleTime: POPULAR_FRESH_MS,
    enabled: wanted,
  });
  return query.data ?? [];
}
