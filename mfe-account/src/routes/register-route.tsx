import '../account.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RegisterForm } from '../features/registration/register-form';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Register `/my-account/register`; existing online accounts are upgraded from sign-in. */
export default function RegisterRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.registerTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.registerIntro)}
    >
      <p className="sf-account-aside sf-cluster">
        <span>{intl.formatMessage(messages.registerHaveAccount)}</span>
        <Link to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</Link>
      </p>
      <RegisterForm />
    </PageFrame>
  );
}
