import { productDetailAnswerSchema, type ProductDetailData } from '@storefront/api-schemas';
import { queryOptions } from '@tanstack/react-query';
import { catalogueApi } from './catalogue-api-client';

/** What the product page is asked for: the variant, ring size and engraving its dispatch estimate is for. */
export interface ProductDetailRequest {
  slug: string;
  sku?: string | undefined;
  size?: string | undefined;
  engraving?: boolean | undefined;
}

/** The product page's data; abort `signal` when the shopper picks something else first. */
export function fetchProductDetail(request: ProductDetailRequest, signal: AbortSignal): Promise<ProductDetailData> {
  return catalogueApi.get(`/products/${encodeURIComponent(request.slug)}`, {
    query: {
      sku: request.sku,
      size: request.size,
      engraving: request.engraving ? '1' : undefined,
    },
    schema: productDetailAnswerSchema,
    signal,
  });
}

/** How long a product answer counts as fresh: a piece seen a minute ago is drawn again without asking. */
const PRODUCT_FRESH_MS = 60_000;

/**
 * The product page's query for a request: the page asks it, and a link to the page asks it ahead when the shopper
 * reaches for it (`prefetchProductDetail`), so the answer loads while the page's code does.
 */
export function productDetailQuery(locale: string, { slug, sku, size, engraving }: ProductDetailRequest) {
  return queryOptions({
    queryKey: ['catalogue', 'product', locale, slug, sku ?? null, size ?? null, Boolean(engraving)],
    queryFn: ({ signal }) => fetchProductDetail({ slug, sku, size, engraving }, signal),
    staleTime: PRODUCT_FRESH_MS,
  });
}
