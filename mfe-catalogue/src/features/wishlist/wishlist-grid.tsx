import { localisePath, paths, useWishlistItems, type WishlistGridWidgetProps } from '@storefront/contracts';
import { ButtonLink, EmptyState } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { catalogueRouteMessages as messages } from '../../routes/catalogue-route-messages';

/** The saved pieces, as a grid; also the account remote's wishlist widget. */
export default function WishlistGrid({ heading }: WishlistGridWidgetProps) {
  const intl = useIntl();
  const items = useWishlistItems();
  if (items.length === 0) {
    return (
      <EmptyState
        icon="heart"
        title={heading ?? intl.formatMessage(messages.wishlistEmptyTitle)}
        message={intl.formatMessage(messages.wishlistEmptyBody)}
        actions={<ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.browseAll)}</ButtonLink>}
      />
    );
  }
  return (
    <section aria-label={heading ?? intl.formatMessage(messages.wishlistTitle)}>
      <p>{intl.formatMessage(messages.wishlistCount, { count: items.length })}</p>
      <ul className="sf-product-grid">
        {items.map((item) => (
          <li key={item.productId}>
            <Link to={localisePath(paths.product(item.productId))}>{item.productId}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
