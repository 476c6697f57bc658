import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { Button, ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { CarePlanDetails } from '../features/care-plan/care-plan-details';
import { useCarePlan } from '../features/care-plan/care-plan-api';
import { carePlanMessages } from '../features/care-plan/care-plan-messages';
import { MemberOnly } from '../lib/member-only';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

function CarePlanPage({ orderNo, pcpIndex }: { orderNo: string; pcpIndex: string }) {
  const intl = useIntl();
  const plan = useCarePlan(orderNo, pcpIndex);
  const orderTitle = intl.formatMessage(messages.orderDetailsTitle, { orderNo });
  const title = intl.formatMessage(messages.carePlanTitle);
  const notFound = plan.error instanceof ProblemError && plan.error.status === 404;
  const backToOrder = (
    <ButtonLink to={localisePath(paths.orderDetails(orderNo))} variant="secondary">
      {intl.formatMessage(carePlanMessages.backToOrder)}
    </ButtonLink>
  );
  return (
    <PageFrame
      title={title}
      robots="noindex"
      className="sf-container sf-container--medium sf-care-plan-page"
      breadcrumbs={accountTrail(
        intl,
        { label: intl.formatMessage(messages.orderHistoryTitle), to: localisePath(paths.orderHistory()) },
        { label: orderTitle, to: localisePath(paths.orderDetails(orderNo)) },
        { label: title },
      )}
      eyebrow={orderTitle}
      state={
        plan.isPending
          ? { status: 'loading', label: intl.formatMessage(carePlanMessages.loading) }
          : notFound
            ? {
                status: 'empty',
                icon: 'diamond',
                title: intl.formatMessage(carePlanMessages.notFoundTitle),
                message: intl.formatMessage(carePlanMessages.notFoundBody),
                actions: backToOrder,
              }
            : plan.isError
              ? { status: 'error', retry: () => void plan.refetch() }
              : { status: 'ready' }
      }
      data-status={notFound ? '404' : undefined}
    >
      {plan.data ? (
        <>
          <CarePlanDetails plan={plan.data.carePlan} />
          <div className="sf-care-plan-page__actions">
            <Button onClick={() => globalThis.print()}>{intl.formatMessage(messages.carePlanPrint)}</Button>
            {backToOrder}
          </div>
        </>
      ) : null}
    </PageFrame>
  );
}

/**
 * A professional care plan `/my-account/order-history/:orderNo/pcp/:pcpIndex`, in the empty layout so it prints
 * cleanly. `pcpIndex` is the plan's 1-based position in its order, the same number the order's page links with and
 * the API answers to (`GET /orders/:number/care-plans/:index`); the shell has already checked both parameters.
 */
export default function CarePlanRoute({ params }: RemoteRouteProps) {
  return (
    <MemberOnly>
      <CarePlanPage orderNo={params.orderNo ?? ''} pcpIndex={params.pcpIndex ?? '1'} />
    </MemberOnly>
  );
}
