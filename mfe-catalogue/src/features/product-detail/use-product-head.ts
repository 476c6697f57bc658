import type { Availability, ProductPrice, ProductDetailData, ProductVariant } from '@storefront/api-schemas';
import { useIntl } from 'react-intl';
import type { PageFrameProps } from '@storefront/ui';
import { absoluteUrl, pageLinks, useLocale } from '@storefront/contracts';
import { productDetailMessages as messages } from './product-detail-messages';

const schemaAvailability: Record<Availability['stock'], string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
  unavailable_online: 'https://schema.org/InStoreOnly',
};

/** The description for search results: the first sentences, at most about 160 characters. */
function metaDescription(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

/** What the product page puts in the document head, as `PageFrame` takes it. */
type ProductHead = Pick<
  PageFrameProps,
  'documentTitle' | 'description' | 'canonical' | 'alternates' | 'structuredData'
>;

/** Title, description, canonical and hreflang links, and the Product structured data of the chosen variant. */
export function useProductHead(
  product: ProductDetailData,
  variant: ProductVariant,
  price: ProductPrice | null,
  availability: Availability,
): ProductHead {
  const intl = useIntl();
  const locale = useLocale();
  const path = product.alternates?.[locale] ?? `/p/${encodeURIComponent(product.slug)}`;
  const url = absoluteUrl(locale, path);
  const origin = globalThis.location.origin;
  const availabilityUrl =
    product.flags.madeToOrder && availability.stock === 'in_stock'
      ? 'https://schema.org/MadeToOrder'
      : schemaAvailability[availability.stock];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: variant.sku,
    mpn: product.number,
    image: product.images.map((image) => new URL(image.url, origin).href),
    description: product.description,
    brand: { '@type': 'Brand', name: intl.formatMessage(messages.brand) },
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            sku: variant.sku,
            price: (price.effectiveCents / 100).toFixed(2),
            priceCurrency: price.currency,
            availability: availabilityUrl,
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
  return {
    documentTitle: intl.formatMessage(messages.pageTitle, { name: product.name }),
    description: metaDescription(product.description),
    ...pageLinks(locale, path, product.alternates),
    structuredData: jsonLd,
  };
}
