import { articleListAnswerSchema, type ArticleListAnswer } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { queryOptions } from '@tanstack/react-query';
import { engagementApi } from '../../lib/engagement-api-client';

/** What the journal's list is asked for: a page (1-based) and, optionally, a category's slug. */
export interface ArticleListRequest {
  page: number;
  category: string | null;
}

/** How long a page of the journal counts as fresh in a visit (the API purges its own cache on publish). */
const ARTICLE_LIST_FRESH_MS = 5 * 60_000;

/** A page of the journal, newest first (`GET /content/articles?page=&category=`). */
export function fetchArticleList(
  { page, category }: ArticleListRequest,
  signal: AbortSignal,
): Promise<ArticleListAnswer> {
  return engagementApi.get('/content/articles', {
    query: { page: page > 1 ? String(page) : undefined, category: category ?? undefined },
    schema: articleListAnswerSchema,
    signal,
  });
}

/** The journal list's query of a locale, page and category. */
export function articleListQuery(locale: string, request: ArticleListRequest) {
  return queryOptions({
    queryKey: ['engagement', 'articles', locale, { page: request.page, category: request.category }],
    queryFn: ({ signal }) => fetchArticleList(request, signal),
    staleTime: ARTICLE_LIST_FRESH_MS,
  });
}

/** The journal's address for a page and category, without locale prefix: `/articles?category=gifting&page=2`. */
export function articleListPath({ page, category }: ArticleListRequest): string {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${paths.articles()}?${query}` : paths.articles();
}

/** {@link articleListPath} under the shopper's locale prefix, for links. */
export function articleListHref(request: ArticleListRequest): string {
  return localisePath(articleListPath(request));
}

/** The page number of an address's `page` parameter: a positive whole number, anything else is the first page. */
export function pageFromSearch(value: string | null): number {
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/** The category of an address's `category` parameter, when it looks like a slug. */
export function categoryFromSearch(value: string | null): string | null {
  return value && /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(value) ? value : null;
}
