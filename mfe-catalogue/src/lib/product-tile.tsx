import type { ProductTileData } from '@storefront/api-schemas';
import { localisePath, paths, useIsMember, useLocale } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { catalogueLibMessages as messages } from './catalogue-lib-messages';
import { productDetailQuery } from './product-detail-query';
import { WishlistToggle } from './wishlist-toggle';
import './product-tile.css';

interface ProductTileProps {
  product: ProductTileData;
  /** Tiles in the first row load their image eagerly (they are the page's largest paint); the rest lazily. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

function useBadge(product: ProductTileData): string | null {
  const intl = useIntl();
  switch (product.availability.stock) {
    case 'low_stock':
      return intl.formatMessage(messages.badgeLowStock);
    case 'out_of_stock':
      return intl.formatMessage(messages.badgeOutOfStock);
    case 'unavailable_online':
      return intl.formatMessage(messages.badgeUnavailableOnline);
    default:
      return product.flags.madeToOrder ? intl.formatMessage(messages.badgeMadeToOrder) : null;
  }
}

/**
 * A product in a grid: image, name, price in the market's currency (and the member price, with a join prompt for
 * guests), an availability badge and the wishlist toggle. The image box has a fixed ratio, so nothing shifts.
 */
export function ProductTile({ product, priority = false, headingLevel = 2 }: ProductTileProps) {
  const intl = useIntl();
  const isMember = useIsMember();
  const badge = useBadge(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { price } = product;
  const memberCents = price.memberCents !== null && price.memberCents < price.listCents ? price.memberCents : undefined;
  const href = localisePath(paths.product(product.slug));
  const client = useQueryClient();
  const locale = useLocale();
  // The piece's page is asked for as the shopper reaches for it, so its answer loads alongside the page's code.
  const askAhead = () => void client.prefetchQuery(productDetailQuery(locale, { slug: product.slug }));
  return (
    <article className="sf-product-tile" aria-labelledby={`tile-${product.id}`}>
      <div className="sf-product-tile__media">
        <img
          src={product.image}
          alt=""
          width={480}
          height={480}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="sf-product-tile__image"
        />
        {badge ? <span className="sf-product-tile__badge">{badge}</span> : null}
        <div className="sf-product-tile__wishlist">
          <WishlistToggle productId={product.id} name={product.name} />
        </div>
      </div>
      <div className="sf-product-tile__body">
        <Heading className="sf-product-tile__name" id={`tile-${product.id}`}>
          <Link to={href} className="sf-product-tile__link" onPointerDown={askAhead} onFocus={askAhead}>
            {product.name}
          </Link>
        </Heading>
        {product.metals.length > 1 ? (
          <p className="sf-product-tile__meta">
            {intl.formatMessage(messages.metalCount, { count: product.metals.length })}
          </p>
        ) : null}
        <div className="sf-product-tile__price">
          {price.from ? <span className="sf-product-tile__from">{intl.formatMessage(messages.priceFrom)}</span> : null}
          <Price
            amountCents={price.effectiveCents}
            currency={price.currency}
            {...(price.isMemberPrice ? { listAmountCents: price.listCents } : {})}
            {...(!price.isMemberPrice && memberCents !== undefined ? { memberAmountCents: memberCents } : {})}
            size="sm"
          />
        </div>
        {!isMember && memberCents !== undefined ? (
          <Link to={localisePath(paths.register())} className="sf-product-tile__join">
            {intl.formatMessage(messages.memberPriceJoin)}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
