import { articleAnswerSchema, type ArticleAnswer } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { queryOptions } from '@tanstack/react-query';
import { engagementApi } from '../../lib/engagement-api-client';

/** How long an article counts as fresh in a visit (the API purges its own cache when an editor publishes). */
const ARTICLE_FRESH_MS = 5 * 60_000;

/** A journal article by slug (`GET /content/articles/<slug>`), its body rich text, with related articles. */
export function fetchArticle(slug: string, signal: AbortSignal): Promise<ArticleAnswer> {
  return engagementApi.get(`/content/articles/${encodeURIComponent(slug)}`, { schema: articleAnswerSchema, signal });
}

/** The article query of a locale and slug. */
export function articleQuery(locale: string, slug: string) {
  return queryOptions({
    queryKey: ['engagement', 'article', locale, slug],
    queryFn: ({ signal }) => fetchArticle(slug, signal),
    staleTime: ARTICLE_FRESH_MS,
  });
}

/** Whether the API said there is no article with that slug (404 `CONTENT_NOT_FOUND`). */
export function isArticleNotFound(error: unknown): boolean {
  return error instanceof ProblemError && error.status === 404;
}
