import '../account.css';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Sign in `/my-account/login`. */
export default function LoginRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.loginTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.loginIntro)}
    >
      <SignInForm />
    </PageFrame>
  );
}
