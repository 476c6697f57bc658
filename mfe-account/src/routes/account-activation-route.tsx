import '../account.css';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { AccountActivationForm } from '../features/account-activation/account-activation-form';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Account activation `/my-account/account-activation`: an in-store account verified by e-mail. */
export default function AccountActivationRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.activationTitle);
  return (
    <div className="sf-page">
      <title>{title}</title>
      <Breadcrumbs items={accountTrail(intl, { label: title })} />
      <PageHeading title={title} intro={intl.formatMessage(messages.activationIntro)} />
      <AccountActivationForm />
    </div>
  );
}
