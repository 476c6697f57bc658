import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** The bag `/my-bag`: what the shopper is about to buy. */
export default function BagRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.bagTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} />
      <EmptyState
        icon="bag"
        title={intl.formatMessage(messages.bagEmptyTitle)}
        message={intl.formatMessage(messages.bagEmptyBody)}
        actions={
          <>
            <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.startShopping)}</ButtonLink>
            <ButtonLink to={localisePath(paths.wishlist())} variant="secondary">
              {intl.formatMessage(messages.viewWishlist)}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
