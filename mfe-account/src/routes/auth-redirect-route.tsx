import '../account.css';
import { PageFrame, Spinner } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { signInDestination } from '../features/sign-in/sign-in-destination';
import { useMemberSession } from '../lib/member-session';
import { signInPathFor } from '../lib/member-only';
import { accountRouteMessages as messages } from './account-route-messages';

/**
 * `/auth-redirect?returnTo=…`: where a sign-in elsewhere (another tab, an e-mailed link) lands while the session is
 * read. A member goes on to `returnTo` (same-origin paths only, else the account home); a guest to the sign-in page,
 * which brings them back there.
 */
export default function AuthRedirectRoute() {
  const intl = useIntl();
  const session = useMemberSession();
  const [searchParams] = useSearchParams();
  const destination = signInDestination(searchParams.get('returnTo'));

  if (session.status === 'member') return <Navigate to={destination} replace />;
  if (session.status === 'guest') return <Navigate to={signInPathFor(destination)} replace />;
  return (
    <PageFrame
      title={intl.formatMessage(messages.authRedirectTitle)}
      robots="noindex"
      className="sf-container sf-account-redirect"
      beforeHeading={<Spinner size="lg" />}
      align="center"
      state={session.status === 'error' ? { status: 'error', retry: session.retry } : { status: 'ready' }}
    />
  );
}
