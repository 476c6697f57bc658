import '../account.css';
import { PageFrame, Spinner } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountRouteMessages as messages } from './account-route-messages';

/** `/auth-redirect`: where the identity provider sends the shopper back while the session is set up. */
export default function AuthRedirectRoute() {
  const intl = useIntl();
  return (
    <PageFrame
      title={intl.formatMessage(messages.authRedirectTitle)}
      className="sf-container sf-account-redirect"
      beforeHeading={<Spinner size="lg" />}
      align="center"
    />
  );
}
