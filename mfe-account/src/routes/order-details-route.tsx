import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Order details `/my-account/order-history/:orderNo` (the shell has already checked the order number). */
export default function OrderDetailsRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const orderNo = params.orderNo ?? '';
  const title = intl.formatMessage(messages.orderDetailsTitle, { orderNo });
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(
        intl,
        { label: intl.formatMessage(messages.orderHistoryTitle), to: localisePath(paths.orderHistory()) },
        { label: title },
      )}
      eyebrow={intl.formatMessage(messages.orderDetailsEyebrow)}
      state={{
        status: 'empty',
        icon: 'truck',
        title: intl.formatMessage(messages.orderDetailsEmptyTitle),
        message: intl.formatMessage(messages.orderDetailsEmptyBody, { orderNo }),
        actions: (
          <>
            <ButtonLink to={localisePath(paths.orderHistory())}>{intl.formatMessage(messages.backToOrders)}</ButtonLink>
            <ButtonLink to={localisePath(paths.contactUs())} variant="secondary">
              {intl.formatMessage(messages.contactUs)}
            </ButtonLink>
          </>
        ),
      }}
    />
  );
}
