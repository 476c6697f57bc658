import { articleListAnswerSchema } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ArticleSummary } from '@storefront/api-schemas';
import { engagementApi } from '../../lib/engagement-api-client';

/** How many of the newest articles the home page shows. */
export const LATEST_ARTICLES_COUNT = 3;

/** The journal's first page in a locale (`GET /content/articles`), newest first. Refreshes nothing. */
export function latestArticlesQuery(locale: string) {
  return queryOptions({
    queryKey: ['engagement', 'articles', locale, { page: 1, tag: null }],
    queryFn: ({ signal }) => engagementApi.get('/content/articles', { schema: articleListAnswerSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The newest articles of the active locale, at most {@link LATEST_ARTICLES_COUNT}. */
export function useLatestArticles(): LatestArticlesState {
  return useQuery({
    ...latestArticlesQuery(useLocale()),
    select: (answer) => answer.items.slice(0, LATEST_ARTICLES_COUNT),
  });
}

/** The newest articles as the page holds them while they load. */
export type LatestArticlesState = UseQueryResult<ArticleSummary[]>;
