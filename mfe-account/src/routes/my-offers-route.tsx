import { localisePath, paths, RemoteWidgetSlot } from '@storefront/contracts';
import { ButtonLink, EmptyState, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { MemberOnly } from '../lib/member-only';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** My offers `/my-account/my-offers`: the member’s offer cards (members only). */
export default function MyOffersRoute() {
  return (
    <MemberOnly>
      <MyOffersPage />
    </MemberOnly>
  );
}

/** Without the engagement remote's panel (its remote unavailable, or the standalone harness): no offers to show here. */
function NoOffers() {
  const intl = useIntl();
  return (
    <EmptyState
      icon="gift"
      title={intl.formatMessage(messages.myOffersEmptyTitle)}
      message={intl.formatMessage(messages.myOffersEmptyBody)}
      actions={
        <ButtonLink to={localisePath(paths.brilliance())} variant="secondary">
          {intl.formatMessage(messages.brillianceTitle)}
        </ButtonLink>
      }
    />
  );
}

/**
 * The member's offers are the engagement SDK's offer cards (extras `feed_type` offer, not control; Brilliance offers
 * reach identified members only), each with its call to action, through the engagement remote's content-cards panel.
 */
function MyOffersPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.myOffersTitle);
  return (
    <PageFrame
      title={title}
      robots="noindex"
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.myOffersIntro)}
      state={{ status: 'ready' }}
    >
      <RemoteWidgetSlot
        remote="engagement"
        name="ContentCardsPanel"
        props={{ filter: 'offers' }}
        fallback={<NoOffers />}
      />
    </PageFrame>
  );
}
