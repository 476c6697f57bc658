import { categoryRefSchema, priceSchema } from '@storefront/api-schemas';
import * as v from 'valibot';
import { catalogueApi } from '../../lib/catalogue-api-client';

/** A product as suggestions show it: a thumbnail, the name and what this shopper pays (null when not priced). */
export const productSuggestionSchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  image: v.string(),
  price: v.nullable(priceSchema),
});
export type ProductSuggestion = v.InferOutput<typeof productSuggestionSchema>;

/** `GET /api/search/suggestions?q=`: products, categories and matching popular searches for what is typed. */
export const suggestionsSchema = v.object({
  query: v.string(),
  products: v.array(productSuggestionSchema),
  categories: v.array(categoryRefSchema),
  queries: v.array(v.string()),
});
export type Suggestions = v.InferOutput<typeof suggestionsSchema>;

/** Suggestions for a query (at least 2 characters); abort `signal` when the shopper types on. */
export function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions> {
  return catalogueApi.get('/search/suggestions', { query: { q: query }, schema: suggestionsSchema, signal });
}
