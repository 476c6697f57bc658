import { useEffect, useState } from 'react';
import { fetchSuggestions, type Suggestions } from './search-box-api';

/** Suggestions start from this many characters: one letter matches half the catalogue. */
export const MIN_SUGGESTION_LENGTH = 2;
/** Wait for a pause in typing before asking, so a fast typist sends one request, not one per key. */
export const SUGGESTION_DEBOUNCE_MS = 150;

/** What the suggestions for the current text are: none asked for, on their way, or arrived. */
export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; previous: Suggestions | null }
  | { status: 'ready'; suggestions: Suggestions };

/**
 * Suggestions for `query` while `enabled` (the box has focus): debounced, and a request the shopper typed past is
 * aborted. A failed request shows no suggestions; submitting the search still works.
 */
export function useSearchSuggestions(query: string, enabled: boolean): SuggestionsState {
  const term = query.trim();
  const wanted = enabled && term.length >= MIN_SUGGESTION_LENGTH;
  const [answer, setAnswer] = useState<{ term: string; suggestions: Suggestions } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const settle = (suggestions: Suggestions) => {
        // A late answer to text the shopper has typed past never replaces a newer one.
        if (!controller.signal.aborted) setAnswer({ term, suggestions });
      };
      fetchSuggestions(term, controller.signal).then(settle, () =>
        settle({ query: term, products: [], categories: [], queries: [] }),
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, wanted]);

  if (!wanted) return { status: 'idle' };
  if (answer?.term === term) return { status: 'ready', suggestions: answer.suggestions };
  return { status: 'loading', previous: answer?.suggestions ?? null };
}
