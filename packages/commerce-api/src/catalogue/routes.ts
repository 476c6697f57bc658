import { productSlugSchema, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { calendarNowOf } from '../calendar/calendar-clock';
import { problems } from '../http/problem';
import { defineRoute } from '../http/route';
import { catalogueIndex, findCategory, type CatalogueIndex, type IndexedCategory } from './catalogue-index';
import { navigationAnswer } from './navigation';
import { productDetail, productDetailQuerySchema } from './product-detail';
import { productPhoto } from './product-image-files';
import { parsePhotoFile, photoMediaTypes } from './product-photo-urls';
import { productImageSvg, productSvgUrl } from './product-images';
import {
  categorySummary,
  listProducts,
  listProductsByIds,
  productListQuerySchema,
  setListCaching,
  shopperOf,
} from './product-list';
import type { LocaleCode } from '@storefront/i18n';

/** A category in the tree answer. */
interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  path: string;
  description: string;
  productCount: number;
  children: CategoryNode[];
}

function productCounts(index: CatalogueIndex): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of index.products) {
    for (const id of product.categoryPath) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function node(
  index: CatalogueIndex,
  category: IndexedCategory,
  locale: LocaleCode,
  counts: Map<string, number>,
): CategoryNode {
  const summary = categorySummary(index, category, locale);
  return {
    id: summary.id,
    name: summary.name,
    slug: summary.slug,
    path: summary.path,
    description: summary.description,
    productCount: counts.get(category.id) ?? 0,
    children: category.childIds
      .map((id) => index.categories.get(id))
      .filter((child): child is IndexedCategory => child !== undefined)
      .map((child) => node(index, child, locale, counts)),
  };
}

const imageParamsSchema = v.object({
  productId: v.pipe(v.string(m.linkInvalid.id), v.regex(/^[a-z0-9-]{1,40}$/, m.linkInvalid.id)),
  file: v.pipe(v.string(m.linkInvalid.id), v.regex(/^[a-z0-9-]{1,40}\.svg$/, m.linkInvalid.id)),
});

const photoParamsSchema = v.object({
  productId: imageParamsSchema.entries.productId,
  metal: v.pipe(v.string(m.linkInvalid.id), v.regex(/^[a-z0-9-]{1,40}$/, m.linkInvalid.id)),
  file: v.pipe(
    v.string(m.linkInvalid.id),
    v.regex(/^[a-z]{1,10}-\d{3,4}\.[a-z0-9]{1,8}\.(avif|webp)$/, m.linkInvalid.id),
  ),
});

/** `?background=none` asks for the piece alone, on a transparent ground. */
const imageQuerySchema = v.object({
  background: v.optional(v.picklist(['studio', 'none'], m.linkInvalid.id), 'studio'),
});

/** Catalogue: the category tree, product lists with facets, product pages and product images. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/categories',
    microCacheSeconds: 60,
    tag: 'catalogue',
    summary: 'The category tree with names, slugs and paths in the request’s locale',
    handler: async ({ request, reply }) => {
      const index = await catalogueIndex(app.db);
      const counts = productCounts(index);
      const { locale } = request.localeContext;
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'x-storefront-locale');
      return {
        categories: index.rootCategoryIds
          .map((id) => index.categories.get(id))
          .filter((category): category is IndexedCategory => category !== undefined)
          .map((category) => node(index, category, locale, counts)),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/navigation',
    microCacheSeconds: 60,
    tag: 'catalogue',
    summary:
      'The header’s category menu: the content service’s top categories in its order, each with its subcategories ' +
      '(names and paths in the request’s locale, product counts) and a featured image; the other top-level categories',
    handler: async ({ request, reply }) => {
      const { locale } = request.localeContext;
      const [index, site] = await Promise.all([catalogueIndex(app.db), app.content.sitePreferences(locale)]);
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'x-storefront-locale');
      return navigationAnswer(index, site.topCategories, locale);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/categories/:id',
    microCacheSeconds: 60,
    tag: 'catalogue',
    summary: 'One category (by id, slug or path) with its breadcrumbs and children',
    params: v.object({
      id: v.pipe(v.string(m.linkInvalid.id), v.regex(/^[a-z0-9-]{1,80}$/, m.linkInvalid.id)),
    }),
    responses: { 404: 'NOT_FOUND' },
    handler: async ({ request, reply, params }) => {
      const index = await catalogueIndex(app.db);
      const { locale } = request.localeContext;
      const category = findCategory(index, params.id, locale);
      if (!category) throw problems.notFound('No such category.');
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'x-storefront-locale');
      const counts = productCounts(index);
      return { ...categorySummary(index, category, locale), ...node(index, category, locale, counts) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/products',
    microCacheSeconds: 5,
    tag: 'catalogue',
    summary:
      'Products of a category with facets and counts, sorts and pagination, prices in the market’s currency; ' +
      'or, with `ids=p-1,p-2` (at most 100), those products in that order without facets (the wishlist), each shown ' +
      'as its saved variant when `skus=` names one',
    query: productListQuerySchema,
    responses: { 404: 'NOT_FOUND (unknown category)' },
    handler: async ({ request, reply, query }) => {
      const { ids, skus, ...listQuery } = query;
      const answer = ids
        ? await listProductsByIds(app, shopperOf(request), ids, skus)
        : await listProducts(app, shopperOf(request), listQuery);
      setListCaching(request, reply);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/products/:slug',
    microCacheSeconds: 5,
    tag: 'catalogue',
    summary: 'A product page: variants, prices, stock per size, availability and dispatch, related products',
    params: v.object({ slug: productSlugSchema }),
    query: productDetailQuerySchema,
    responses: { 404: 'NOT_FOUND' },
    handler: async ({ request, reply, params, query }) => {
      const answer = await productDetail(app, shopperOf(request), params.slug, query, calendarNowOf(request));
      setListCaching(request, reply);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/images/products/:productId/:file',
    tag: 'catalogue',
    summary:
      'A product’s image in a metal, as SVG (`/images/products/p-18000064/18kt-white-gold.svg`); ' +
      '`?background=none`: the piece alone on a transparent ground (the virtual try-on’s cut-out)',
    params: imageParamsSchema,
    query: imageQuerySchema,
    responses: { 404: 'NOT_FOUND' },
    handler: async ({ reply, params, query }) => {
      const index = await catalogueIndex(app.db);
      const product = index.productsById.get(params.productId);
      const metal = params.file.slice(0, -'.svg'.length);
      if (!product || !product.metals.includes(metal)) throw problems.notFound('No such image.');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(
          productImageSvg(
            { id: product.id, kind: product.kind, stone: product.stone, shape: product.shape, metal },
            { background: query.background },
          ),
        );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/images/products/:productId/:metal/:file',
    tag: 'catalogue',
    summary:
      'A product’s photograph in a metal: one view at one width, AVIF or WebP ' +
      '(`/images/products/p-18000064/18kt-white-gold/front-800.r2.avif`), rendered on its first request and kept; ' +
      '`?background=none` redirects to the piece alone on a transparent ground (the virtual try-on’s cut-out)',
    params: photoParamsSchema,
    query: imageQuerySchema,
    responses: { 404: 'NOT_FOUND' },
    handler: async ({ reply, params, query }) => {
      const index = await catalogueIndex(app.db);
      const product = index.productsById.get(params.productId);
      const photo = parsePhotoFile(params.file);
      if (!product || !product.metals.includes(params.metal) || !photo) throw problems.notFound('No such image.');
      if (query.background === 'none') {
        return reply.redirect(`${productSvgUrl(product.id, params.metal)}?background=none`, 307);
      }
      const { body } = await productPhoto(
        { id: product.id, kind: product.kind, stone: product.stone, shape: product.shape, metal: params.metal },
        photo.view,
        photo.width,
        photo.format,
      );
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(photoMediaTypes[photo.format])
        .send(body);
    },
  });
}
