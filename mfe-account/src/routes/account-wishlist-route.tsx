import { localisePath, paths, useWishlistItems } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { MemberOnly } from '../lib/member-only';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** The wishlist in the account `/my-account/wishlist`; the pieces themselves are shown on the wishlist page. */
export default function AccountWishlistRoute() {
  return (
    <MemberOnly>
      <AccountWishlistPage />
    </MemberOnly>
  );
}

function AccountWishlistPage() {
  const intl = useIntl();
  const items = useWishlistItems();
  const title = intl.formatMessage(messages.wishlistTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      state={
        items.length === 0
          ? {
              status: 'empty',
              icon: 'heart',
              title: intl.formatMessage(messages.wishlistEmptyTitle),
              message: intl.formatMessage(messages.wishlistEmptyBody),
              actions: (
                <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.startShopping)}</ButtonLink>
              ),
            }
          : { status: 'ready' }
      }
    >
      <div className="sf-stack">
        <p>{intl.formatMessage(messages.wishlistCount, { count: items.length })}</p>
        <div>
          <ButtonLink to={localisePath(paths.wishlist())}>{intl.formatMessage(messages.wishlistView)}</ButtonLink>
        </div>
      </div>
    </PageFrame>
  );
}
