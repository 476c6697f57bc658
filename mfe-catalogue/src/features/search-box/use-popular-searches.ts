import { useEffect, useState } from 'react';
import { fetchPopularSearches } from './search-box-api';

/**
 * The locale's popular searches, asked for once, the first time `wanted` is true (the box is focused empty): most
 * shoppers never open the box, so nothing is loaded for them. A failure shows none.
 */
export function usePopularSearches(wanted: boolean): string[] {
  const [requested, setRequested] = useState(false);
  const [queries, setQueries] = useState<string[]>([]);

  if (wanted && !requested) setRequested(true);

  useEffect(() => {
    if (!requested) return;
    const controller = new AbortController();
    fetchPopularSearches(controller.signal).then(setQueries, () => undefined);
    return () => controller.abort();
  }, [requested]);

  return queries;
}
