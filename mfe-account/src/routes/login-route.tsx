import '../account.css';
import { localisePath, paths } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { signInDestination } from '../features/sign-in/sign-in-destination';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { signInMessages } from '../features/sign-in/sign-in-messages';
import { useMemberSession } from '../lib/member-session';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/**
 * Sign in `/my-account/login`: the form, and for new shoppers the way to an account. A member never sees it: one
 * already signed in, or one who just signed in here, goes on to `returnTo` (replacing this entry).
 */
export default function LoginRoute() {
  const intl = useIntl();
  const session = useMemberSession();
  const [searchParams] = useSearchParams();
  const title = intl.formatMessage(messages.loginTitle);

  if (session.status === 'member') {
    return <Navigate to={signInDestination(searchParams.get('returnTo'))} replace />;
  }
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.loginIntro)}
      robots="noindex, follow"
      state={session.status === 'checking' ? { status: 'loading' } : { status: 'ready' }}
    >
      <div className="sf-account-sign-in">
        <SignInForm />
        <aside className="sf-account-sign-in__new" aria-labelledby="sign-in-new-title">
          <h2 id="sign-in-new-title" className="sf-account-sign-in__new-title">
            {intl.formatMessage(signInMessages.newToBrilliance)}
          </h2>
          <p>{intl.formatMessage(signInMessages.newBody)}</p>
          <ButtonLink to={localisePath(paths.register())} variant="secondary">
            {intl.formatMessage(signInMessages.createAccount)}
          </ButtonLink>
        </aside>
      </div>
    </PageFrame>
  );
}
