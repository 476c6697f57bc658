import { useLocale } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { fetchPopularSearches, fetchTopCategories, type TopCategory } from './listing-api';

/** Where to go from an empty search: popular searches and the top categories. */
export interface SearchHelp {
  popular: string[];
  categories: TopCategory[];
}

/** The last answer per locale, so returning to the search page shows it at once. */
const recent = new Map<string, SearchHelp>();

/**
 * Loads the popular searches and top categories of the shopper's locale. Each list stays empty if its request
 * fails: they are suggestions, the page works without them.
 */
export function useSearchHelp(): SearchHelp {
  const locale = useLocale();
  const [help, setHelp] = useState<SearchHelp & { locale: string }>(() => ({
    locale,
    ...(recent.get(locale) ?? { popular: [], categories: [] }),
  }));
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.all([
      fetchPopularSearches(signal).catch((): string[] => []),
      fetchTopCategories(signal).catch((): TopCategory[] => []),
    ]).then(([popular, categories]) => {
      if (signal.aborted) return;
      const next = { popular, categories };
      recent.set(locale, next);
      setHelp({ locale, ...next });
    });
    return () => controller.abort();
  }, [locale]);
  return help.locale === locale ? help : (recent.get(locale) ?? { popular: [], categories: [] });
}

/** Forgets the remembered answers (tests). */
export function forgetSearchHelp(): void {
  recent.clear();
}
