import '../account.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordForm, PasswordResetFailure } from '../features/password-reset/new-password-form';
import { passwordResetMessages } from '../features/password-reset/password-reset-messages';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Set a new password `/my-account/new-password?token=…`, reached from the reset e-mail's single-use link. */
export default function NewPasswordRoute() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim();
  const title = intl.formatMessage(messages.newPasswordTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.newPasswordIntro)}
      robots="noindex"
    >
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <div className="sf-account-flow">
          <PasswordResetFailure body={intl.formatMessage(passwordResetMessages.noLinkBody)} />
        </div>
      )}
      <p className="sf-account-aside">
        <Link to={localisePath(paths.login())}>{intl.formatMessage(messages.backToSignIn)}</Link>
      </p>
    </PageFrame>
  );
}
