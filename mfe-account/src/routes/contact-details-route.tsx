import { localisePath, paths } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Contact details `/my-account/contact-details`: name, e-mail, mobile, state and password. */
export default function ContactDetailsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.contactDetailsTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.contactDetailsIntro)}
      state={{
        status: 'empty',
        icon: 'account',
        title: intl.formatMessage(messages.contactDetailsEmptyTitle),
        message: intl.formatMessage(messages.contactDetailsEmptyBody),
        actions: <ButtonLink to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</ButtonLink>,
      }}
    />
  );
}
