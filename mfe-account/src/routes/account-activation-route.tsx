import '../account.css';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AccountActivation } from '../features/account-activation/account-activation';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/**
 * Account activation `/my-account/account-activation[?token=…]`: an in-store account verified by the e-mailed link,
 * where the member chooses a password; without a link (or with a spent one), a new link is sent.
 */
export default function AccountActivationRoute() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const title = intl.formatMessage(messages.activationTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.activationIntro)}
      robots="noindex"
    >
      <AccountActivation token={search.get('token')?.trim() || undefined} />
    </PageFrame>
  );
}
