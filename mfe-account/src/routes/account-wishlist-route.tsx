import { localisePath, paths, RemoteWidgetSlot, useWishlistItems, useWishlistOwner } from '@storefront/contracts';
import { ButtonLink, EmptyState, PageFrame, type PageFrameState } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { MemberOnly } from '../lib/member-only';
import { loadMemberWishlist } from '../lib/member-signed-in';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** The wishlist in the account `/my-account/wishlist` (members only). */
export default function AccountWishlistRoute() {
  return (
    <MemberOnly>
      <AccountWishlistPage />
    </MemberOnly>
  );
}

/** Without the catalogue's grid (its remote unavailable, or the standalone harness): the count and the way there. */
function WishlistSummary() {
  const intl = useIntl();
  const count = useWishlistItems().length;
  if (count === 0) {
    return (
      <EmptyState
        icon="heart"
        title={intl.formatMessage(messages.wishlistEmptyTitle)}
        message={intl.formatMessage(messages.wishlistEmptyBody)}
        actions={
          <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.startShopping)}</ButtonLink>
        }
      />
    );
  }
  return (
    <div className="sf-stack">
      <p>{intl.formatMessage(messages.wishlistCount, { count })}</p>
      <div>
        <ButtonLink to={localisePath(paths.wishlist())}>{intl.formatMessage(messages.wishlistView)}</ButtonLink>
      </div>
    </div>
  );
}

/**
 * The saved pieces, through the catalogue's wishlist grid (move to bag, remove, its own empty state), synced with the
 * header through the shared wishlist store. The account's list is read first when the store still holds this
 * browser's (a reload, before the shell's boot has read it).
 */
function AccountWishlistPage() {
  const intl = useIntl();
  const owner = useWishlistOwner();
  const accountList = useQuery({
    queryKey: ['account', 'wishlist', 'member'],
    queryFn: ({ signal }) => loadMemberWishlist(signal),
    enabled: owner === 'guest',
  });
  const title = intl.formatMessage(messages.wishlistTitle);
  const state: PageFrameState =
    owner === 'member'
      ? { status: 'ready' }
      : accountList.isError
        ? { status: 'error', retry: () => void accountList.refetch() }
        : { status: 'loading' };
  return (
    <PageFrame title={title} robots="noindex" breadcrumbs={accountTrail(intl, { label: title })} state={state}>
      <RemoteWidgetSlot remote="catalogue" name="WishlistGrid" props={{}} fallback={<WishlistSummary />} />
    </PageFrame>
  );
}
