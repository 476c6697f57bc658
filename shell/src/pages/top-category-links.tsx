import { categoryRefSchema } from '@storefront/api-schemas';
import { localisePath, paths, storefrontApiHeaders, useLocale } from '@storefront/contracts';
import { DataProvider } from '@storefront/data';
import { createHttpClient } from '@storefront/http';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import * as v from 'valibot';
import { pageMessages as messages } from './page-messages';

/**
 * The not-found page's category links (SPEC §2 "not-found page with category links"): the catalogue's top-level
 * categories (`GET /api/categories`, the tree the catalogue's own "top categories" read), biggest first, in the
 * shopper's language, each to its category page. Loaded with the 404 page only (this module is a lazy chunk), so the
 * data layer never joins the shell's first render.
 */

const api = createHttpClient({ baseUrl: '/api', headers: storefrontApiHeaders });

const topCategorySchema = v.object({ ...categoryRefSchema.entries, productCount: v.number() });
const categoriesAnswerSchema = v.object({ categories: v.array(topCategorySchema) });
type TopCategory = v.InferOutput<typeof topCategorySchema>;

/** How many categories the page suggests. */
export const TOP_CATEGORY_COUNT = 6;
/** The catalogue's structure changes with a release, not while a shopper browses. */
const CATEGORIES_FRESH_MS = 10 * 60_000;

async function fetchTopCategories(signal: AbortSignal): Promise<TopCategory[]> {
  const answer = await api.get('/categories', { schema: categoriesAnswerSchema, signal });
  return answer.categories
    .filter((category) => category.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount)
    .slice(0, TOP_CATEGORY_COUNT);
}

function CategoryLinks() {
  const intl = useIntl();
  const headingId = useId();
  const locale = useLocale();
  const categories = useQuery({
    queryKey: ['shell', 'top-categories', locale],
    queryFn: ({ signal }) => fetchTopCategories(signal),
    staleTime: CATEGORIES_FRESH_MS,
  });
  // Suggestions: while they load the row keeps its place; if they cannot be had, the page's other links remain.
  if (categories.isError || (categories.isSuccess && categories.data.length === 0)) return null;
  return (
    <nav aria-labelledby={headingId} className="sf-status-page__categories" aria-busy={categories.isPending}>
      <h2 id={headingId} className="sf-status-page__subheading">
        {intl.formatMessage(messages.notFoundCategoriesLabel)}
      </h2>
      <ul className="sf-status-page__category-list">
        {(categories.data ?? []).map((category) => (
          <li key={category.id}>
            <Link to={localisePath(paths.category(category.path))} className="sf-status-page__category">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The category links, inside the data layer the remotes share (one client for the page's life). */
export default function TopCategoryLinks() {
  return (
    <DataProvider>
      <CategoryLinks />
    </DataProvider>
  );
}
