import '../account.css';
import { localisePath, paths, RemoteWidgetSlot } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AccountOverview } from '../features/account-overview/account-overview';
import { accountOverviewMessages } from '../features/account-overview/account-overview-messages';
import { MemberOnly } from '../lib/member-only';
import { profileQuery } from '../lib/member-profile';
import { accountRouteMessages as messages } from './account-route-messages';

const sections = [
  { to: paths.contactDetails(), title: messages.contactDetailsTitle, summary: messages.contactDetailsSummary },
  {
    to: `${paths.contactDetails()}#saved-addresses`,
    title: messages.addressesTitle,
    summary: messages.addressesSummary,
  },
  { to: paths.orderHistory(), title: messages.orderHistoryTitle, summary: messages.orderHistorySummary },
  { to: paths.accountWishlist(), title: messages.wishlistTitle, summary: messages.wishlistSummary },
  { to: paths.myOffers(), title: messages.myOffersTitle, summary: messages.myOffersSummary },
  { to: paths.brilliance(), title: messages.brillianceTitle, summary: messages.brillianceSummary },
] as const;

/**
 * Account home `/my-account` (members only): the greeting, membership, latest order, offers, every section, and
 * marketing messages on or off with browser notifications (the engagement remote's `EngagementPreferences`; nothing
 * in its place when that remote cannot serve it).
 */
export default function AccountHomeRoute() {
  return (
    <MemberOnly>
      <AccountHomePage />
    </MemberOnly>
  );
}

function AccountHomePage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.myAccount);
  const profile = useQuery(profileQuery);
  return (
    <PageFrame
      title={title}
      robots="noindex"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      eyebrow={
        profile.data
          ? intl.formatMessage(accountOverviewMessages.greeting, { firstName: profile.data.firstName })
          : undefined
      }
      intro={intl.formatMessage(messages.accountHomeIntro)}
      state={
        profile.isPending
          ? { status: 'loading' }
          : profile.isError
            ? { status: 'error', retry: () => void profile.refetch() }
            : { status: 'ready' }
      }
    >
      {profile.data ? <AccountOverview profile={profile.data} /> : null}
      <nav aria-label={intl.formatMessage(messages.sectionsLabel)}>
        <ul className="sf-account-sections">
          {sections.map((section) => (
            <li key={section.to} className="sf-account-sections__item">
              <Link to={localisePath(section.to)} className="sf-account-sections__link">
                {intl.formatMessage(section.title)}
              </Link>
              <p className="sf-account-sections__summary">{intl.formatMessage(section.summary)}</p>
            </li>
          ))}
        </ul>
      </nav>
      <RemoteWidgetSlot
        remote="engagement"
        name="EngagementPreferences"
        props={{ placement: 'account' }}
        fallback={null}
      />
    </PageFrame>
  );
}
