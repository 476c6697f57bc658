import { localisePath, paths, RemoteWidgetSlot, useSiteConfig } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import WishlistGrid from '../features/wishlist/wishlist-grid';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

/** The engagement SDK's banner placement on the wishlist page, under the saved pieces. */
export const WISHLIST_BANNER_PLACEMENT = 'wishlist_page_banner';

/** The engagement remote's banner for the wishlist, where an engagement SDK is configured (otherwise nothing loads). */
function WishlistBanner() {
  const engagement = useSiteConfig().engagement != null;
  if (!engagement) return null;
  return (
    <RemoteWidgetSlot
      remote="engagement"
      name="EngagementBanner"
      props={{ placementId: WISHLIST_BANNER_PLACEMENT }}
      fallback={null}
    />
  );
}

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
      <WishlistBanner />
    </PageFrame>
  );
}
