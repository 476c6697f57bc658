import '../account.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { NewPasswordForm } from '../features/password-reset/new-password-form';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Set a new password `/my-account/new-password`, reached from the reset link. */
export default function NewPasswordRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.newPasswordTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.newPasswordIntro)}
    >
      <NewPasswordForm />
      <p className="sf-account-aside">
        <Link to={localisePath(paths.login())}>{intl.formatMessage(messages.backToSignIn)}</Link>
      </p>
    </PageFrame>
  );
}
