import { EngagementBannerSlot, localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import WishlistGrid from '../features/wishlist/wishlist-grid';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

/** The engagement SDK's banner placement on the wishlist page, under the saved pieces. */
export const WISHLIST_BANNER_PLACEMENT = 'wishlist_page_banner';

/** The wishlist `/wishlist`: the saved pieces (a guest's kept in this browser for 30 days). */
export default function WishlistRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.wishlistTitle);
  return (
    <PageFrame
      title={title}
      robots="noindex"
      className="sf-container sf-container--wide"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
    >
      <WishlistGrid />
      <EngagementBannerSlot placementId={WISHLIST_BANNER_PLACEMENT} />
    </PageFrame>
  );
}
