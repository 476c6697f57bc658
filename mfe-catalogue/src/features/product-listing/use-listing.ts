import { useIsMember, useLocale } from '@storefront/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { combineAnswers, fetchListing, fetchListingPage, prerenderedListing, type ListingAnswer } from './listing-api';
import {
  freshRequests,
  nextPageRequest,
  shownCount,
  viewKey,
  type ListingParams,
  type ListingTarget,
} from './listing-query';

/** An answer as shown: the view it belongs to and how many pages it holds. */
interface LoadedListing {
  /** The filters and sort without the page count: "Load more" appends within a view. */
  view: string;
  /** The category or search text: while only filters change, the previous answer stays on screen. */
  identity: string;
  pages: number;
  answer: ListingAnswer;
  /** The answer came with the document (the edge's payload): not asked again while it is fresh. */
  prerendered?: boolean;
}

/** How long the document's answer stands for the page (the payload's own age limit, 30 s). */
const PRERENDERED_FRESH_MS = 30_000;

/** The listing's state: what to show, whether it is loading (fresh or more) and a retry after an error. */
export interface ListingState {
  /** The answer to show: this view's, or while it loads the previous view of the same listing; null at first. */
  answer: ListingAnswer | null;
  status: 'loading' | 'ready' | 'error';
  /** Loading the next page after the ones shown ("Load more"). */
  loadingMore: boolean;
  /** The answer shown belongs to other filters (the new ones are loading). */
  stale: boolean;
  retry: () => void;
}

/** The cached answer of the same view with the most pages below `pages`, which "Load more" extends. */
function shorterAnswer(
  client: QueryClient,
  viewQueryKey: readonly unknown[],
  pages: number,
): LoadedListing | undefined {
  let best: LoadedListing | undefined;
  for (const [, data] of client.getQueriesData<LoadedListing>({ queryKey: viewQueryKey })) {
    if (data && data.pages < pages && (!best || data.pages > best.pages)) best = data;
  }
  return best;
}

/**
 * Loads a category's or a search's products for the choices in the URL, appending pages on "Load more". A page
 * reached by Back renders at once from the cache at its full height (react-router's ScrollRestoration restores the
 * scroll position synchronously) and is asked again behind it. The answer the edge put in the document (its first
 * view's) is the plain view's first answer.
 */
export function useListing(target: ListingTarget, params: ListingParams): ListingState {
  const client = useQueryClient();
  const locale = useLocale();
  const member = useIsMember();
  const identity = target.source === 'search' ? `search:${target.query}` : `category:${target.path}`;
  const view = viewKey(target, params);
  const pages = params.page;
  const viewQueryKey = ['catalogue', 'listing', locale, member, identity, view] as const;
  const queryKey = [...viewQueryKey, pages] as const;

  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<LoadedListing> => {
      const entry = (answer: ListingAnswer): LoadedListing => ({ view, identity, pages, answer });
      const shorter = client.getQueryData(queryKey) ? undefined : shorterAnswer(client, viewQueryKey, pages);
      if (!shorter) return entry(await fetchListing(freshRequests(target, params), shownCount(params), signal));
      const more = Array.from({ length: pages - shorter.pages }, (_, index) =>
        fetchListingPage(nextPageRequest(target, params, shorter.pages + index + 1), signal),
      );
      return entry(combineAnswers([shorter.answer, ...(await Promise.all(more))]));
    },
    // The first view's answer, from the document: the page renders its products at once instead of skeletons.
    initialData: () => {
      const answer = prerenderedListing(target, params);
      return answer && { view, identity, pages, answer, prerendered: true };
    },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: (cached) => (cached.state.data?.prerendered ? PRERENDERED_FRESH_MS : 0),
    // While other filters of the same listing load, or the next page, the previous answer stays on screen.
    placeholderData: (previous) => (previous?.identity === identity ? previous : undefined),
  });

  // The last answer of this listing, so a "Load more" that fails leaves the products shown.
  const lastShown = useRef<LoadedListing | undefined>(undefined);
  if (query.data && !query.isPlaceholderData) lastShown.current = query.data;
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  const sameListing = lastShown.current?.identity === identity ? lastShown.current : undefined;
  if (query.isError && !query.isFetching && !query.data) {
    return { answer: sameListing?.answer ?? null, status: 'error', loadingMore: false, stale: false, retry };
  }
  const shown = query.data ?? (query.isError ? sameListing : undefined);
  const ready = query.data !== undefined && !query.isPlaceholderData;
  const loadingMore = !ready && shown !== undefined && shown.view === view && shown.pages < pages;
  return {
    answer: shown?.answer ?? null,
    status: ready ? 'ready' : 'loading',
    loadingMore,
    stale: shown !== undefined && !ready && !loadingMore,
    retry,
  };
}
