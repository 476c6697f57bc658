import { PageFrame } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BrillianceBenefits } from '../features/brilliance/brilliance-benefits';
import { BrillianceGuestPrompt, BrillianceMembership } from '../features/brilliance/brilliance-membership';
import { MemberVouchers } from '../features/brilliance/member-vouchers';
import { useMemberSession } from '../lib/member-session';
import { profileQuery } from '../lib/member-profile';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/**
 * Brilliance `/my-account/brilliance`: a member sees their card, their vouchers (welcome, birthday, anniversary) with
 * status and expiry, and the benefits; a guest sees the benefits with a prompt to join or sign in.
 */
export default function BrillianceRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.brillianceTitle);
  const session = useMemberSession();
  const member = session.status === 'member';
  const profile = useQuery({ ...profileQuery, enabled: member });
  const state =
    session.status === 'checking' || (member && profile.isPending)
      ? ({ status: 'loading' } as const)
      : session.status === 'error'
        ? ({ status: 'error', retry: session.retry } as const)
        : member && profile.isError
          ? ({ status: 'error', retry: () => void profile.refetch() } as const)
          : ({ status: 'ready' } as const);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.brillianceIntro)}
      state={state}
    >
      <div className="sf-brilliance">
        {member && profile.data ? (
          <>
            <BrillianceMembership profile={profile.data} />
            <MemberVouchers />
          </>
        ) : (
          <BrillianceGuestPrompt />
        )}
        <BrillianceBenefits />
      </div>
    </PageFrame>
  );
}
