import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import WishlistGrid from '../features/wishlist/wishlist-grid';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

/** The wishlist `/wishlist`: the saved pieces (a guest's kept in this browser for 30 days). */
export default function WishlistRoute() {
  const intl = useIntl();
  return (
    <div className="sf-page sf-container sf-container--wide">
      <title>{intl.formatMessage(messages.wishlistTitle)}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
          { label: intl.formatMessage(messages.wishlistTitle) },
        ]}
      />
      <PageHeading title={intl.formatMessage(messages.wishlistTitle)} />
      <WishlistGrid />
    </div>
  );
}
