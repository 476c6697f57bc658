import { localisePath, paths, useWishlistItems } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** The wishlist in the account `/my-account/wishlist`; the pieces themselves are shown on the wishlist page. */
export default function AccountWishlistRoute() {
  const intl = useIntl();
  const items = useWishlistItems();
  const title = intl.formatMessage(messages.wishlistTitle);
  return (
    <div className="sf-page">
      <title>{title}</title>
      <Breadcrumbs items={accountTrail(intl, { label: title })} />
      <PageHeading title={title} />
      {items.length === 0 ? (
        <EmptyState
          icon="heart"
          title={intl.formatMessage(messages.wishlistEmptyTitle)}
          message={intl.formatMessage(messages.wishlistEmptyBody)}
          actions={
            <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.startShopping)}</ButtonLink>
          }
        />
      ) : (
        <div className="sf-stack">
          <p>{intl.formatMessage(messages.wishlistCount, { count: items.length })}</p>
          <div>
            <ButtonLink to={localisePath(paths.wishlist())}>{intl.formatMessage(messages.wishlistView)}</ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
