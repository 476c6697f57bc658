import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Contact details `/my-account/contact-details`: name, e-mail, mobile, state and password. */
export default function ContactDetailsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.contactDetailsTitle);
  return (
    <div className="sf-page">
      <title>{title}</title>
      <Breadcrumbs items={accountTrail(intl, { label: title })} />
      <PageHeading title={title} intro={intl.formatMessage(messages.contactDetailsIntro)} />
      <EmptyState
        icon="account"
        title={intl.formatMessage(messages.contactDetailsEmptyTitle)}
        message={intl.formatMessage(messages.contactDetailsEmptyBody)}
        actions={<ButtonLink to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</ButtonLink>}
      />
    </div>
  );
}
