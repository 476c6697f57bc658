import { QueryClient } from '@tanstack/react-query';

/**
 * A query client with the storefront's defaults:
 * - no automatic retry: a page that cannot load says so at once and offers its own retry (SPEC §4), as it always has;
 * - no refetch when the window regains focus: a page never changes under the shopper's eyes without a reason;
 * - an answer is stale at once unless its query says otherwise, so a page seen before is drawn from the cache and
 *   asked again behind it (stale-while-revalidate), and unused answers are dropped after five minutes;
 * - a component renders again on every change of its query's state, not only of the fields it happened to read in
 *   its last render (TanStack's tracked queries): a field read behind a condition would otherwise miss the change
 *   that makes the condition true.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: 5 * 60_000, notifyOnChangeProps: 'all' },
      mutations: { retry: false },
    },
  });
}

/**
 * The one client of a page's life. This package is a federation singleton (packages/build/src/federation.ts), so the
 * shell and every remote share this instance: an answer one remote fetched serves another, and two pages asking the
 * same question at once make one request.
 */
export const storefrontQueryClient: QueryClient = createQueryClient();
