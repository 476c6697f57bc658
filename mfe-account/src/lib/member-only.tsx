import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { accountLibMessages as messages } from './account-lib-messages';
import { useMemberSession } from './member-session';

/** The sign-in page's address that brings the shopper back to `returnTo` (a path on this site) afterwards. */
export function signInPathFor(returnTo: string): string {
  return `${localisePath(paths.login())}?${new URLSearchParams({ returnTo }).toString()}`;
}

/**
 * Shows its children to a signed-in member only. A guest is sent (replacing this entry) to the sign-in page, which
 * brings them back here afterwards; a member who reloads the page is not, as the API is asked before the shell's
 * session store has been filled.
 * @example <MemberOnly><OrderHistoryPage /></MemberOnly>
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const session = useMemberSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const isGuest = session.status === 'guest';
  const sent = useRef(false);

  useEffect(() => {
    // Once: this page asked for the sign-in page, whatever renders while the router gets there.
    if (!isGuest || sent.current) return;
    sent.current = true;
    void navigate(signInPathFor(here), { replace: true });
  }, [isGuest, here, navigate]);

  switch (session.status) {
    case 'member':
      return children;
    case 'error':
      return (
        <PageFrame
          robots="noindex"
          title={intl.formatMessage(messages.sessionFailedTitle)}
          state={{ status: 'error', retry: session.retry, message: intl.formatMessage(messages.sessionFailed) }}
        />
      );
    default:
      return (
        <PageFrame
          robots="noindex"
          state={{ status: 'loading', label: intl.formatMessage(messages.checkingSession) }}
        />
      );
  }
}
