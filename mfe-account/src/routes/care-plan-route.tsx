import '../account.css';
import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { Button, EmptyState, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/**
 * A professional care plan `/my-account/order-history/:orderNo/pcp/:pcpIndex`, in the empty layout so it prints
 * cleanly. `pcpIndex` counts from 0 (the shell accepts 0), so the shopper sees it plus one.
 */
export default function CarePlanRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const orderNo = params.orderNo ?? '';
  const pcpIndex = Number(params.pcpIndex ?? '0');
  const position = Number.isInteger(pcpIndex) ? pcpIndex + 1 : 1;
  const orderTitle = intl.formatMessage(messages.orderDetailsTitle, { orderNo });
  const title = intl.formatMessage(messages.carePlanTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container sf-account-care-plan"
      breadcrumbs={accountTrail(
        intl,
        { label: intl.formatMessage(messages.orderHistoryTitle), to: localisePath(paths.orderHistory()) },
        { label: orderTitle, to: localisePath(paths.orderDetails(orderNo)) },
        { label: title },
      )}
      eyebrow={orderTitle}
    >
      <dl className="sf-account-care-plan__facts">
        <div>
          <dt>{intl.formatMessage(messages.carePlanOrderLabel)}</dt>
          <dd>{orderNo}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.carePlanPositionLabel)}</dt>
          <dd>{intl.formatMessage(messages.carePlanPosition, { position })}</dd>
        </div>
      </dl>
      {/* Not the frame's empty state: the plan's facts and the print button stay around it. */}
      <EmptyState
        icon="diamond"
        title={intl.formatMessage(messages.carePlanEmptyTitle)}
        message={intl.formatMessage(messages.carePlanEmptyBody)}
      />
      <div className="sf-account-care-plan__print">
        <Button variant="secondary" onClick={() => globalThis.print()}>
          {intl.formatMessage(messages.carePlanPrint)}
        </Button>
      </div>
    </PageFrame>
  );
}
