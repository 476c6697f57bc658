import { articleAnswerSchema, type ArticleAnswer } from '@storefront/api-schemas';
import { takePagePayload, useLocale } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { engagementApi } from '../../lib/engagement-api-client';
import { revalidatedPayload } from '../../lib/prerendered-content';

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

/** The answer the edge prerendered into the document for this article (SPEC §7 per-page payloads), if any. */
function prerenderedArticle(slug: string): ArticleAnswer | undefined {
  const parsed = v.safeParse(articleAnswerSchema, takePagePayload('article'));
  return parsed.success && parsed.output.slug === slug ? parsed.output : undefined;
}

/** An article of the active locale: drawn from the document's payload when the edge put one in (and checked again), otherwise asked for. */
export function useArticle(slug: string) {
  return useQuery({ ...articleQuery(useLocale(), slug), ...revalidatedPayload(() => prerenderedArticle(slug)) });
}
