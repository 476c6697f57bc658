import { localisePath, paths } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { OrderHistoryList } from '../features/order-history/order-history-list';
import { useOrderHistory } from '../features/order-history/order-history-api';
import { orderHistoryMessages } from '../features/order-history/order-history-messages';
import { MemberOnly } from '../lib/member-only';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

function pageFrom(value: string | null): number {
  return value !== null && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

function OrderHistoryPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const history = useOrderHistory(page);
  const title = intl.formatMessage(messages.orderHistoryTitle);
  return (
    <PageFrame
      title={title}
      robots="noindex"
      breadcrumbs={accountTrail(intl, { label: title })}
      state={
        history.isPending
          ? { status: 'loading', label: intl.formatMessage(orderHistoryMessages.loading) }
          : history.isError
            ? { status: 'error', retry: () => void history.refetch() }
            : history.data.totalOrders === 0
              ? {
                  status: 'empty',
                  icon: 'bag',
                  title: intl.formatMessage(messages.orderHistoryEmptyTitle),
                  message: intl.formatMessage(messages.orderHistoryEmptyBody),
                  actions: (
                    <>
                      <ButtonLink to={localisePath(paths.search())}>
                        {intl.formatMessage(messages.startShopping)}
                      </ButtonLink>
                      <ButtonLink to={localisePath(paths.orderLookup())} variant="secondary">
                        {intl.formatMessage(messages.findGuestOrder)}
                      </ButtonLink>
                    </>
                  ),
                }
              : { status: 'ready' }
      }
    >
      {history.data ? <OrderHistoryList history={history.data} /> : null}
    </PageFrame>
  );
}

/** Order history `/my-account/order-history[?page=N]`: the member's orders, newest first, ten a page. */
export default function OrderHistoryRoute() {
  return (
    <MemberOnly>
      <OrderHistoryPage />
    </MemberOnly>
  );
}
