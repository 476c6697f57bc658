import '../account.css';
import { PageHeading, Spinner } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountRouteMessages as messages } from './account-route-messages';

/** `/auth-redirect`: where the identity provider sends the shopper back while the session is set up. */
export default function AuthRedirectRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.authRedirectTitle);
  return (
    <div className="sf-page sf-container sf-account-redirect">
      <title>{title}</title>
      <Spinner size="lg" />
      <PageHeading title={title} align="center" />
    </div>
  );
}
