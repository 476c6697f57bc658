import { localisePath, paths } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
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

function MyOffersPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.myOffersTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.myOffersIntro)}
      state={{
        status: 'empty',
        icon: 'gift',
        title: intl.formatMessage(messages.myOffersEmptyTitle),
        message: intl.formatMessage(messages.myOffersEmptyBody),
        actions: (
          <ButtonLink to={localisePath(paths.brilliance())} variant="secondary">
            {intl.formatMessage(messages.brillianceTitle)}
          </ButtonLink>
        ),
      }}
    />
  );
}
