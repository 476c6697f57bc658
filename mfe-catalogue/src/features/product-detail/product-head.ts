import type { Availability, ProductPrice, ProductDetailData, ProductVariant } from '@storefront/api-schemas';
import { useIntl } from 'react-intl';
import { absoluteUrl, PageHead } from '../../lib/page-head';
import { useLocale } from '@storefront/contracts';
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

interface ProductHeadProps {
  product: ProductDetailData;
  variant: ProductVariant;
  price: ProductPrice | null;
  availability: Availability;
}

/** Title, description, canonical and hreflang links, and the Product structured data of the chosen variant. */
export function ProductHead({ product, variant, price, availability }: ProductHeadProps) {
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
  return (
    <PageHead
      title={intl.formatMessage(messages.pageTitle, { name: product.name })}
      description={metaDescription(product.description)}
      path={path}
      alternates={product.alternates}
      jsonLd={jsonLd}
    />
  );
}
