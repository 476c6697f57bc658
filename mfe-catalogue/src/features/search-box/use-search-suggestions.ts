import { useLocale } from '@storefront/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchSuggestions, type Suggestions } from './search-box-api';

/** Suggestions start from this many characters: one letter matches half the catalogue. */
export const MIN_SUGGESTION_LENGTH = 2;
/** Wait for a pause in typing before asking, so a fast typist sends one request, not one per key. */
export const SUGGESTION_DEBOUNCE_MS = 150;
/** Suggestions for a text asked a minute ago are shown again without asking. */
const SUGGESTIONS_FRESH_MS = 60_000;

/** What the suggestions for the current text are: none asked for, on their way, or arrived. */
export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; previous: Suggestions | null }
  | { status: 'ready'; suggestions: Suggestions };

/** `value`, once it has stayed the same for `delayMs`. */
function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Suggestions for `query` while `enabled` (the box has focus): asked after a pause in typing, and a request the
 * shopper typed past is cancelled. A failed request shows no suggestions; submitting the search still works.
 */
export function useSearchSuggestions(query: string, enabled: boolean): SuggestionsState {
  const locale = useLocale();
  const term = query.trim();
  const wanted = enabled && term.length >= MIN_SUGGESTION_LENGTH;
  const asked = useSettledValue(term, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: ['catalogue', 'search-suggestions', locale, asked],
    queryFn: ({ signal }): Promise<Suggestions> =>
      fetchSuggestions(asked, signal).catch(() => ({ query: asked, products: [], categories: [], queries: [] })),
    enabled: wanted && asked.length >= MIN_SUGGESTION_LENGTH,
    staleTime: SUGGESTIONS_FRESH_MS,
    placeholderData: keepPreviousData,
  });

  if (!wanted) return { status: 'idle' };
  if (suggestions.data && !suggestions.isPlaceholderData && asked === term) {
    return { status: 'ready', suggestions: suggestions.data };
  }
  return { status: 'loading', previous: suggestions.data ?? null };
}
