import '../account.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../features/password-reset/forgot-password-form';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Forgot password `/my-account/forgot-password`: asks where to send a reset link. */
export default function ForgotPasswordRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.forgotPasswordTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.forgotPasswordIntro)}
      robots="noindex"
    >
      <ForgotPasswordForm />
      <p className="sf-account-aside">
        <Link to={localisePath(paths.login())}>{intl.formatMessage(messages.backToSignIn)}</Link>
      </p>
    </PageFrame>
  );
}
