import { useIsMember, useLocale } from '@storefront/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { combineAnswers, fetchListing, fetchListingPage, type ListingAnswer } from './listing-api';
import {
  freshRequests,
  nextPageRequest,
  requestUrl,
  shownCount,
  viewKey,
  type ListingParams,
  type ListingTarget,
} from './listing-query';

/** An answer as shown: the view it belongs to and how many pages it holds. */
interface LoadedListing {
  /** The fresh-load request(s) of this exact view and page count, with locale and member status. */
  key: string;
  /** The same without the page count: "Load more" appends within a view. */
  view: string;
  /** The category or search text: while only filters change, the previous answer stays on screen. */
  identity: string;
  pages: number;
  answer: ListingAnswer;
}

/**
 * Recent answers by request, so a page reached by Back renders at once at its full height (react-router's
 * ScrollRestoration restores the scroll position synchronously on POP) and is then revalidated.
 */
const recent = new Map<string, LoadedListing>();
const RECENT_LIMIT = 12;

function remember(entry: LoadedListing): void {
  recent.delete(entry.key);
  recent.set(entry.key, entry);
  for (const key of recent.keys()) {
    if (recent.size <= RECENT_LIMIT) break;
    recent.delete(key);
  }
}

/** Forgets every remembered answer (tests). */
export function forgetRecentListings(): void {
  recent.clear();
}

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

/** Loads a category's or a search's products for the choices in the URL, appending pages on "Load more". */
export function useListing(target: ListingTarget, params: ListingParams): ListingState {
  const locale = useLocale();
  const member = useIsMember();
  const scope = `${locale}|${member ? 'member' : 'guest'}`;
  const requests = freshRequests(target, params);
  const key = `${scope}|${requests.map(requestUrl).join(' ')}`;
  const view = `${scope}|${viewKey(target, params)}`;
  const identity = `${scope}|${target.source}|${target.source === 'search' ? target.query : target.path}`;
  const pages = params.page;

  const [loaded, setLoaded] = useState<LoadedListing | null>(() => recent.get(key) ?? null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The effect below runs on `key` changes only; it reads the rest of this render's values from here.
  const latest = useRef({ target, params, requests, view, identity, pages, loaded });
  useLayoutEffect(() => {
    latest.current = { target, params, requests, view, identity, pages, loaded };
  });

  useEffect(() => {
    const { target, params, requests, view, identity, pages, loaded: current } = latest.current;
    const controller = new AbortController();
    const { signal } = controller;
    const cached = recent.get(key);
    const entry = (answer: ListingAnswer): LoadedListing => ({ key, view, identity, pages, answer });
    let work: Promise<ListingAnswer>;
    if (cached) {
      setLoaded(cached);
      work = fetchListing(requests, shownCount(params), signal);
    } else if (current && current.view === view && current.pages < pages) {
      const more = Array.from({ length: pages - current.pages }, (_, index) =>
        nextPageRequest(target, params, current.pages + index + 1),
      );
      work = Promise.all(more.map((request) => fetchListingPage(request, signal))).then((answers) =>
        combineAnswers([current.answer, ...answers]),
      );
    } else {
      work = fetchListing(requests, shownCount(params), signal);
    }
    work.then(
      (answer) => {
        if (signal.aborted) return;
        const next = entry(answer);
        remember(next);
        setLoaded(next);
        setFailed(null);
      },
      () => {
        // A revalidation that fails keeps the remembered answer on screen.
        if (!signal.aborted && !cached) setFailed(key);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setFailed(null);
    setAttempt((count) => count + 1);
  }, []);

  const shown = loaded?.key === key ? loaded : (recent.get(key) ?? (loaded?.identity === identity ? loaded : null));
  const status = failed === key ? 'error' : shown?.key === key ? 'ready' : 'loading';
  const loadingMore = status === 'loading' && loaded?.view === view && loaded.pages < pages;
  return {
    answer: shown?.answer ?? null,
    status,
    loadingMore,
    stale: shown !== null && shown.key !== key && !loadingMore,
    retry,
  };
}
