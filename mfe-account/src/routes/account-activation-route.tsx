import '../account.css';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { AccountActivationForm } from '../features/account-activation/account-activation-form';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Account activation `/my-account/account-activation`: an in-store account verified by e-mail. */
export default function AccountActivationRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.activationTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.activationIntro)}
    >
      <AccountActivationForm />
    </PageFrame>
  );
}
