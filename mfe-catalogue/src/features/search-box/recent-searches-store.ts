import { createStoredValue } from '@storefront/contracts';
import * as v from 'valibot';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** How many recent searches the browser keeps. */
export const MAX_RECENT_SEARCHES = 8;
/** Longer text is not a search anyone will pick again (the API refuses queries over 200 characters too). */
const MAX_QUERY_LENGTH = 200;
const STORAGE_KEY = 'storefront:catalogue:recent-searches';

const queryTextSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MAX_QUERY_LENGTH));
/** What the browser keeps: newest first. Stored data can be anything another version or a hand left there. */
const storedRecentSearchesSchema = v.object({ queries: v.array(v.unknown()) });

const storedRecentSearches = createStoredValue({
  area: 'local',
  key: STORAGE_KEY,
  schema: storedRecentSearchesSchema,
});

const sameQuery = (a: string, b: string): boolean => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Newest first, one entry per query ignoring case, at most {@link MAX_RECENT_SEARCHES}. */
function tidy(queries: readonly string[]): string[] {
  const kept: string[] = [];
  for (const query of queries) {
    if (!kept.some((other) => sameQuery(other, query))) kept.push(query);
    if (kept.length === MAX_RECENT_SEARCHES) break;
  }
  return kept;
}

function load(): string[] {
  const stored = storedRecentSearches.read();
  if (stored === null) return [];
  // One bad entry drops that entry, not the whole history.
  return tidy(
    stored.queries.flatMap((item) => {
      const parsed = v.safeParse(queryTextSchema, item);
      return parsed.success ? [parsed.output] : [];
    }),
  );
}

const recentSearchesStore = createStore<{ queries: string[] }>(() => ({ queries: load() }));

/** Storage can be full or disabled: the list still holds for this page. */
function save(queries: string[]): void {
  if (queries.length === 0) storedRecentSearches.remove();
  else storedRecentSearches.write({ queries });
  recentSearchesStore.setState({ queries });
}

/** The shopper's recent searches in this browser, newest first. */
export const useRecentSearches = (): string[] => useStore(recentSearchesStore, (s) => s.queries);

/** Reads the recent searches outside React. */
export const getRecentSearches = (): readonly string[] => recentSearchesStore.getState().queries;

/** The shopper searched for `query` (submitted it or picked a suggestion): it moves to the top. */
export function recentSearchRecorded(query: string): void {
  const parsed = v.safeParse(queryTextSchema, query);
  if (!parsed.success) return;
  save(tidy([parsed.output, ...recentSearchesStore.getState().queries]));
}

/** Forgets one recent search (any case). */
export function recentSearchRemoved(query: string): void {
  save(recentSearchesStore.getState().queries.filter((other) => !sameQuery(other, query)));
}

/** Forgets every recent search. */
export function recentSearchesCleared(): void {
  save([]);
}

/** Re-reads the browser copy: after a reload, or when another tab searched meanwhile. */
export function recentSearchesReloaded(): void {
  recentSearchesStore.setState({ queries: load() });
}
