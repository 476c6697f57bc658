import { useLocale } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePopularSearches } from '../../lib/popular-searches';
import { fetchTopCategories, type TopCategory } from './listing-api';

/** Where to go from an empty search: popular searches and the top categories. */
export interface SearchHelp {
  popular: string[];
  categories: TopCategory[];
}

/** The categories change with the catalogue's structure, not while a shopper browses. */
const CATEGORIES_FRESH_MS = 10 * 60_000;

/**
 * The popular searches and top categories of the shopper's locale, drawn at once when seen before. Each list stays
 * empty if its request fails: they are suggestions, the page works without them.
 */
export function useSearchHelp(): SearchHelp {
  const locale = useLocale();
  const popular = usePopularSearches();
  const categories = useQuery({
    queryKey: ['catalogue', 'top-categories', locale],
    queryFn: ({ signal }) => fetchTopCategories(signal),
    staleTime: CATEGORIES_FRESH_MS,
  });
  return { popular, categories: categories.data ?? [] };
}
