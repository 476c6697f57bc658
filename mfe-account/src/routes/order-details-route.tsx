import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { OrderDetails } from '../features/order-details/order-details';
import { useMemberOrder } from '../features/order-details/order-details-api';
import { orderDetailsMessages } from '../features/order-details/order-details-messages';
import { MemberOnly } from '../lib/member-only';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

function OrderDetailsPage({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const order = useMemberOrder(orderNo);
  const title = intl.formatMessage(messages.orderDetailsTitle, { orderNo });
  const notFound = order.error instanceof ProblemError && order.error.status === 404;
  return (
    <PageFrame
      title={title}
      robots="noindex"
      breadcrumbs={accountTrail(
        intl,
        { label: intl.formatMessage(messages.orderHistoryTitle), to: localisePath(paths.orderHistory()) },
        { label: title },
      )}
      eyebrow={intl.formatMessage(messages.orderDetailsEyebrow)}
      state={
        order.isPending
          ? { status: 'loading', label: intl.formatMessage(orderDetailsMessages.loading) }
          : notFound
            ? {
                status: 'empty',
                icon: 'search',
                title: intl.formatMessage(orderDetailsMessages.notFoundTitle),
                message: intl.formatMessage(orderDetailsMessages.notFoundBody),
                actions: (
                  <>
                    <ButtonLink to={localisePath(paths.orderHistory())}>
                      {intl.formatMessage(messages.backToOrders)}
                    </ButtonLink>
                    <ButtonLink to={localisePath(paths.orderLookup())} variant="secondary">
                      {intl.formatMessage(orderDetailsMessages.findGuestOrder)}
                    </ButtonLink>
                  </>
                ),
              }
            : order.isError
              ? { status: 'error', retry: () => void order.refetch() }
              : { status: 'ready' }
      }
      data-status={notFound ? '404' : undefined}
    >
      {order.data ? <OrderDetails order={order.data.order} /> : null}
    </PageFrame>
  );
}

/** Order details `/my-account/order-history/:orderNo` (the shell has already checked the order number). */
export default function OrderDetailsRoute({ params }: RemoteRouteProps) {
  return (
    <MemberOnly>
      <OrderDetailsPage orderNo={params.orderNo ?? ''} />
    </MemberOnly>
  );
}
