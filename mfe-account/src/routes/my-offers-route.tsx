import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** My offers `/my-account/my-offers`: the member’s offer cards. */
export default function MyOffersRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.myOffersTitle);
  return (
    <div className="sf-page">
      <title>{title}</title>
      <Breadcrumbs items={accountTrail(intl, { label: title })} />
      <PageHeading title={title} intro={intl.formatMessage(messages.myOffersIntro)} />
      <EmptyState
        icon="gift"
        title={intl.formatMessage(messages.myOffersEmptyTitle)}
        message={intl.formatMessage(messages.myOffersEmptyBody)}
        actions={
          <ButtonLink to={localisePath(paths.brilliance())} variant="secondary">
            {intl.formatMessage(messages.brillianceTitle)}
          </ButtonLink>
        }
      />
    </div>
  );
}
