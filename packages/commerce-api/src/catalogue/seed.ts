import { sql } from 'kysely';
import { insertChunked, type SeedContext } from '../seed/context';
import { buildCatalogue } from './catalogue-generator';

/**
 * Seeds categories, products, variants, prices, online stock, relations, add-ons, care-plan bands, the search
 * vocabulary and a realistic search log (so popular searches are not empty on a fresh start).
 */
export async function seedCatalogue(context: SeedContext): Promise<void> {
  const { trx } = context;
  const rows = buildCatalogue(context.random, context.today);
  await insertChunked(trx, 'categories', rows.categories);
  await insertChunked(trx, 'category_slugs', rows.categorySlugs);
  await insertChunked(trx, 'products', rows.products as unknown as Record<string, unknown>[], 1000);
  await insertChunked(trx, 'variants', rows.variants, 4000);
  await insertChunked(trx, 'prices', rows.prices, 8000);
  await insertChunked(trx, 'stock', rows.stock, 10000);
  await insertChunked(trx, 'product_relations', rows.relations, 6000);
  await insertChunked(trx, 'product_addons', rows.addons, 5000);
  await insertChunked(trx, 'care_plan_bands', rows.carePlanBands);
  await insertChunked(trx, 'search_terms', rows.searchTerms, 5000);
  await insertChunked(trx, 'search_queries', rows.searchQueries, 5000);
  // Fresh tables have no planner statistics (PGlite runs no autovacuum): without them every stock lookup by SKU is
  // a sequential scan.
  for (const table of [
    'products',
    'variants',
    'prices',
    'stock',
    'product_relations',
    'product_addons',
    'search_terms',
    'search_queries',
  ]) {
    await sql`analyze ${sql.table(table)}`.execute(trx);
  }
}
