import type { CategoryRef } from '@storefront/api-schemas';
import type { ProductSuggestion, Suggestions } from './search-box-api';

/** One choice in the popup: a search to run, a category or a product to open. */
export type SearchOption =
  | { kind: 'query'; key: string; query: string }
  | { kind: 'category'; key: string; category: CategoryRef }
  | { kind: 'product'; key: string; product: ProductSuggestion };

/** The popup's groups, in the order shown. */
export type SearchGroupId = 'suggestions' | 'recent' | 'popular';

export interface SearchGroup {
  id: SearchGroupId;
  options: SearchOption[];
}

/** How many popular searches are shown under the recent ones. */
const MAX_POPULAR_SHOWN = 6;

const queryOption = (group: SearchGroupId, query: string): SearchOption => ({
  kind: 'query',
  key: `${group}:${query}`,
  query,
});

/** While typing: matching searches, then categories, then products. */
export function suggestionGroups(suggestions: Suggestions | null): SearchGroup[] {
  if (suggestions === null) return [];
  const options: SearchOption[] = [
    ...suggestions.queries.map((query) => queryOption('suggestions', query)),
    ...suggestions.categories.map((category): SearchOption => ({
      kind: 'category',
      key: `category:${category.id}`,
      category,
    })),
    ...suggestions.products.map((product): SearchOption => ({
      kind: 'product',
      key: `product:${product.id}`,
      product,
    })),
  ];
  return options.length === 0 ? [] : [{ id: 'suggestions', options }];
}

/** With an empty box: the shopper's recent searches, then popular ones they have not searched for themselves. */
export function emptyBoxGroups(recent: readonly string[], popular: readonly string[]): SearchGroup[] {
  const seen = new Set(recent.map((query) => query.toLocaleLowerCase()));
  const others = popular.filter((query) => !seen.has(query.toLocaleLowerCase())).slice(0, MAX_POPULAR_SHOWN);
  const groups: SearchGroup[] = [];
  if (recent.length > 0) groups.push({ id: 'recent', options: recent.map((query) => queryOption('recent', query)) });
  if (others.length > 0) groups.push({ id: 'popular', options: others.map((query) => queryOption('popular', query)) });
  return groups;
}

/** The text an option stands for, kept as a recent search when it is picked. */
export function optionText(option: SearchOption): string {
  switch (option.kind) {
    case 'query':
      return option.query;
    case 'category':
      return option.category.name;
    case 'product':
      return option.product.name;
  }
}
