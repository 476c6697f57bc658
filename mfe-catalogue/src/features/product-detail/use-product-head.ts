import type { Availability, ProductPrice, ProductDetailData, ProductVariant } from '@storefront/api-schemas';
import { useIntl } from 'react-intl';
import type { PageFrameProps } from '@storefront/ui';
import { productPageHead, useLocale, useMarket } from '@storefront/contracts';
import { productDetailMessages as messages } from './product-detail-messages';

/** What the product page puts in the document head, as `PageFrame` takes it. */
type ProductHead = Pick<
  PageFrameProps,
  'documentTitle' | 'description' | 'canonical' | 'alternates' | 'meta' | 'structuredData'
>;

/**
 * Title, description, canonical and hreflang links, Open Graph and Twitter tags, and the Product (with the chosen
 * variant's offer) and BreadcrumbList structured data: `productPageHead` of `@storefront/contracts`, the same the edge
 * serves in the document (ADR 014).
 */
export function useProductHead(
  product: ProductDetailData,
  variant: ProductVariant,
  price: ProductPrice | null,
  availability: Availability,
): ProductHead {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const head = productPageHead(
    product,
    { variant, price, stock: availability.stock },
    {
      site: { market, origin: globalThis.location.origin },
      locale,
      title: intl.formatMessage(messages.pageTitle, { name: product.name }),
      brand: intl.formatMessage(messages.brand),
    },
  );
  return {
    documentTitle: head.title,
    description: head.description,
    canonical: head.canonical,
    alternates: head.alternates,
    meta: head.meta,
    structuredData: head.structuredData,
  };
}
