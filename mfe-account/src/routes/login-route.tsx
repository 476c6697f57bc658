import '../account.css';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Sign in `/my-account/login`. */
export default function LoginRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.loginTitle);
  return (
    <div className="sf-page">
      <title>{title}</title>
      <Breadcrumbs items={accountTrail(intl, { label: title })} />
      <PageHeading title={title} intro={intl.formatMessage(messages.loginIntro)} />
      <SignInForm />
    </div>
  );
}
