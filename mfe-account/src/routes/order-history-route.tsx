import { localisePath, paths } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Order history `/my-account/order-history`: the member’s orders, newest first. */
export default function OrderHistoryRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.orderHistoryTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      state={{
        status: 'empty',
        icon: 'bag',
        title: intl.formatMessage(messages.orderHistoryEmptyTitle),
        message: intl.formatMessage(messages.orderHistoryEmptyBody),
        actions: (
          <>
            <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.startShopping)}</ButtonLink>
            <ButtonLink to={localisePath(paths.orderLookup())} variant="secondary">
              {intl.formatMessage(messages.findGuestOrder)}
            </ButtonLink>
          </>
        ),
      }}
    />
  );
}
