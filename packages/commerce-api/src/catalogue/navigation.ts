import type { NavigationAnswer, NavigationCategory, NavigationFeature, NavigationLink } from '@storefront/api-schemas';
import type { LocaleCode } from '@storefront/i18n';
import type { TopCategories } from '../content/content-service';
import { findCategory, type CatalogueIndex, type IndexedCategory } from './catalogue-index';
import { productImageUrl } from './product-images';
import { categorySummary } from './product-list';

function productCounts(index: CatalogueIndex): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of index.products) {
    for (const id of product.categoryPath) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function categoriesOf(index: CatalogueIndex, ids: readonly string[]): IndexedCategory[] {
  return ids.map((id) => index.categories.get(id)).filter((item): item is IndexedCategory => item !== undefined);
}

/**
 * A category's own feature when the content service gives it none: its first piece, drawn in its first metal, named
 * as in the shopper's language.
 */
function ownFeature(index: CatalogueIndex, category: IndexedCategory, locale: LocaleCode): NavigationFeature | null {
  const product = index.products.find((item) => item.categoryPath.includes(category.id));
  const metal = product?.metals[0];
  if (!product || !metal) return null;
  const name = locale === 'fr-CA' ? product.nameFr : product.nameEn;
  return {
    title: name,
    subtitle: '',
    image: { url: productImageUrl(product.id, metal), alt: name, width: 600, height: 600 },
  };
}

/**
 * The header's category menu (`GET /navigation`): the content service's top categories, in its order, each with its
 * subcategories from the tree (names and paths as the category pages and their breadcrumbs give them) and the content
 * service's card for it as its feature; the other top-level categories under `more`. Without top categories from the
 * content service, every top-level category in the tree's order.
 */
export function navigationAnswer(
  index: CatalogueIndex,
  topCategories: TopCategories | null,
  locale: LocaleCode,
): NavigationAnswer {
  const counts = productCounts(index);
  const link = (category: IndexedCategory): NavigationLink => {
    const summary = categorySummary(index, category, locale);
    return { id: summary.id, name: summary.name, path: summary.path, productCount: counts.get(category.id) ?? 0 };
  };
  const roots = categoriesOf(index, index.rootCategoryIds);
  const named = new Set<string>();
  const top: IndexedCategory[] = [];
  for (const reference of topCategories?.references ?? []) {
    const category = findCategory(index, reference.slug, locale);
    if (!category || category.parentId !== null || named.has(category.id)) continue;
    named.add(category.id);
    top.push(category);
  }
  const cards = new Map<string, NavigationFeature>();
  for (const card of topCategories?.cards ?? []) {
    const category = card.category ? findCategory(index, card.category.slug, locale) : null;
    if (category && !cards.has(category.id)) {
      cards.set(category.id, { title: card.title, subtitle: card.subtitle, image: card.image });
    }
  }
  const shown = top.length > 0 ? top : roots;
  const entry = (category: IndexedCategory): NavigationCategory => ({
    ...link(category),
    featured: cards.get(category.id) ?? ownFeature(index, category, locale),
    children: categoriesOf(index, category.childIds).map(link),
  });
  return {
    categories: shown.map(entry),
    more: top.length > 0 ? roots.filter((category) => !named.has(category.id)).map(link) : [],
  };
}
