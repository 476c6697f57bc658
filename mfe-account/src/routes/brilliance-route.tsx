import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Brilliance `/my-account/brilliance`: the loyalty membership, vouchers and rewards. */
export default function BrillianceRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.brillianceTitle);
  return (
    <div className="sf-page">
      <title>{title}</title>
      <Breadcrumbs items={accountTrail(intl, { label: title })} />
      <PageHeading title={title} intro={intl.formatMessage(messages.brillianceIntro)} />
      <EmptyState
        icon="diamond"
        title={intl.formatMessage(messages.brillianceEmptyTitle)}
        message={intl.formatMessage(messages.brillianceEmptyBody)}
        actions={
          <>
            <ButtonLink to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</ButtonLink>
            <ButtonLink to={localisePath(paths.brillianceTerms())} variant="secondary">
              {intl.formatMessage(messages.brillianceTerms)}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
