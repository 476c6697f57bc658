import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Next = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The page's query as the shopper last chose it. A choice shows at once (a ticked box stays ticked) while the router
 * commits the new address, and a second quick choice builds on the first; once the address changes, it is the truth.
 * The setter is stable, and its function form receives that same query.
 * @example const [search, setSearch] = useCommittedSearchParams(); setSearch(withSort(search, 'newest'));
 */
export function useCommittedSearchParams(): [URLSearchParams, (next: Next, options?: NavigateOptions) => void] {
  const [urlSearch, setUrlSearch] = useSearchParams();
  const urlText = urlSearch.toString();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(null), [urlText]);
  const text = pending ?? urlText;
  const current = useRef(text);
  current.current = text;
  const search = useMemo(() => new URLSearchParams(text), [text]);
  const setSearch = useCallback(
    (next: Next, options?: NavigateOptions) => {
      const resolved = typeof next === 'function' ? next(new URLSearchParams(current.current)) : next;
      current.current = resolved.toString();
      setPending(current.current);
      setUrlSearch(resolved, options);
    },
    [setUrlSearch],
  );
  return [search, setSearch];
}
