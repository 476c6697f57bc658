import { containsMarkup, searchTextSchema, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { catalogueIndex, categoryPath, categorySlug, type CatalogueIndex } from '../catalogue/catalogue-index';
import { productImageUrl } from '../catalogue/product-images';
import {
  listProducts,
  listQueryEntries,
  listSorts,
  setListCaching,
  shopperOf,
  variantPrice,
  type ProductListAnswer,
  type ShopperContext,
} from '../catalogue/product-list';
import { defineRoute } from '../http/route';
import {
  correctTokens,
  matchCategories,
  matchProducts,
  normaliseQuery,
  popularQueries,
  queryTokens,
  loggedSearch,
  similarTerms,
} from './search-engine';

// The one rule of what may be searched, shared with the search box and the search page (`{length}` in the answer).
const queryText = searchTextSchema;

/** `GET /api/search` query: the text plus every product-list parameter; sorts add `relevance` (the default). */
export const searchQuerySchema = v.object({
  q: queryText,
  ...listQueryEntries,
  sort: v.optional(v.picklist([...listSorts, 'relevance'], m.linkInvalid.id), 'relevance'),
});

/** A category as search shows it. */
interface CategoryLink {
  id: string;
  name: string;
  slug: string;
  path: string;
}

function categoryLinks(index: CatalogueIndex, ids: readonly string[], shopper: ShopperContext): CategoryLink[] {
  return ids.flatMap((id) => {
    const category = index.categories.get(id);
    if (!category) return [];
    return [
      {
        id,
        name: shopper.language === 'fr' ? category.nameFr : category.nameEn,
        slug: categorySlug(category, shopper.locale),
        path: categoryPath(index, category, shopper.locale),
      },
    ];
  });
}

/** The top-level categories with the most products: where to go when a search finds nothing. */
function topCategories(index: CatalogueIndex, shopper: ShopperContext, count = 4): CategoryLink[] {
  const sizes = new Map<string, number>();
  for (const product of index.products) {
    const root = product.categoryPath[0];
    if (root) sizes.set(root, (sizes.get(root) ?? 0) + 1);
  }
  const ids = [...index.rootCategoryIds].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0)).slice(0, count);
  return categoryLinks(index, ids, shopper);
}

/** Search: full text over products and categories, suggestions as you type, popular searches. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/search',
    microCacheSeconds: 5,
    tag: 'search',
    summary: 'Full-text product search with typo correction, the product list’s facets, sorts and pagination',
    query: searchQuerySchema,
    handler: async ({ request, query, onCacheHit }) => {
      const shopper = shopperOf(request);
      const index = await catalogueIndex(app.db);
      let tokens = queryTokens(query.q);
      let [relevance, categoryIds] = await Promise.all([
        matchProducts(app.db, tokens, shopper.language),
        matchCategories(app.db, tokens, shopper.language),
      ]);
      let correctedQuery: string | null = null;
      let knownWords: string[] = [];
      if (relevance.size === 0 && categoryIds.length === 0 && tokens.length > 0) {
        const corrected = await correctTokens(app.db, tokens, shopper.language);
        knownWords = corrected.vocabulary;
        if (corrected.changed) {
          tokens = corrected.tokens;
          correctedQuery = tokens.join(' ');
          [relevance, categoryIds] = await Promise.all([
            matchProducts(app.db, tokens, shopper.language),
            matchCategories(app.db, tokens, shopper.language),
          ]);
        }
      }
      const answer: ProductListAnswer = await listProducts(app, shopper, query, { relevance, index });
      const refined =
        query.page > 1 ||
        query.category !== undefined ||
        query.metal.length + query.stone.length + query.shape.length + query.price.length > 0 ||
        query.minPrice !== undefined ||
        query.maxPrice !== undefined;
      // A new search is logged once; paging or refining it is not a new search. Markup is answered but never stored
      // (popular searches show logged text to every shopper).
      if (!refined && !containsMarkup(query.q)) {
        const found = relevance.size;
        app.searchLog.record(loggedSearch(shopper.locale, query.q, found));
        // The same search served again from the micro-cache is still a search shoppers made.
        onCacheHit(async () => app.searchLog.record(loggedSearch(shopper.locale, query.q, found)));
      }

      let alternatives = null;
      if (answer.total === 0) {
        const [didYouMean, popular] = await Promise.all([
          similarTerms(app.db, query.q, shopper.language),
          popularQueries(app.db, shopper.locale, 5),
        ]);
        alternatives = {
          didYouMean: [...new Set([...knownWords, ...didYouMean])]
            .filter((term) => term !== normaliseQuery(query.q) && term !== correctedQuery)
            .slice(0, 3),
          popular: popular.map((item) => item.query),
          categories: topCategories(index, shopper),
        };
      }
      return {
        query: query.q,
        correctedQuery,
        categories: categoryLinks(index, categoryIds, shopper),
        ...answer,
        alternatives,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/search/suggestions',
    microCacheSeconds: 30,
    tag: 'search',
    summary: 'Suggestions as you type: products, categories and matching popular searches',
    query: v.object({ q: queryText }),
    handler: async ({ request, reply, query }) => {
      const shopper = shopperOf(request);
      const index = await catalogueIndex(app.db);
      const tokens = queryTokens(query.q);
      const normalised = normaliseQuery(query.q);
      let [productIds, categoryIds] = await Promise.all([
        matchProducts(app.db, tokens, shopper.language, { prefix: true, limit: 5 }).then((found) => [...found.keys()]),
        matchCategories(app.db, tokens, shopper.language, { prefix: true, limit: 3 }),
      ]);
      if (productIds.length === 0 && categoryIds.length === 0 && tokens.length > 0) {
        const corrected = await correctTokens(app.db, tokens, shopper.language);
        if (corrected.changed) {
          [productIds, categoryIds] = await Promise.all([
            matchProducts(app.db, corrected.tokens, shopper.language, { prefix: true, limit: 5 }).then((found) => [
              ...found.keys(),
            ]),
            matchCategories(app.db, corrected.tokens, shopper.language, { prefix: true, limit: 3 }),
          ]);
        }
      }
      const since = new Date(Date.now() - 30 * 86_400_000);
      const queries = await app.db
        .selectFrom('search_queries')
        .select('normalised')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('locale', '=', shopper.locale)
        .where('created_at', '>=', since)
        .where('result_count', '>', 0)
        .where('normalised', 'like', `${normalised.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)
        .groupBy('normalised')
        .orderBy('count', 'desc')
        .orderBy('normalised')
        .limit(3)
        .execute();
      setListCaching(request, reply);
      return {
        query: query.q,
        products: productIds.flatMap((id) => {
          const product = index.productsById.get(id);
          if (!product) return [];
          const priced = product.variants
            .map((variant) => ({ variant, price: variantPrice(variant, shopper) }))
            .sort((a, b) => (a.price?.effectiveCents ?? 0) - (b.price?.effectiveCents ?? 0))[0];
          return [
            {
              id: product.id,
              slug: product.slug,
              name: shopper.language === 'fr' ? product.nameFr : product.nameEn,
              image: productImageUrl(product.id, priced?.variant.metal ?? product.defaultVariant.metal),
              price: priced?.price ?? null,
            },
          ];
        }),
        categories: categoryLinks(index, categoryIds, shopper),
        queries: queries.map((row) => row.normalised),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/search/popular',
    microCacheSeconds: 60,
    tag: 'search',
    summary: 'The most searched queries of the request’s locale over the last 30 days',
    query: v.object({
      limit: v.optional(
        v.pipe(v.string(m.linkInvalid.id), v.regex(/^(?:[1-9]|1\d|20)$/, m.linkInvalid.id), v.transform(Number)),
        '10',
      ),
    }),
    handler: async ({ request, reply, query }) => {
      const { locale } = request.localeContext;
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'x-storefront-locale');
      return { locale, queries: await popularQueries(app.db, locale, query.limit) };
    },
  });
}
