import type { MemberOrder } from '@storefront/api-schemas';
import { localisePath, navigateSafely, paths } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { useFormatMoney } from '@storefront/i18n';
import { Alert, Button } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { carePlanStatusMessages } from '../../lib/orders/order-messages';
import { formatOrderDate } from '../../lib/orders/order-text';
import { openCarePlanPayment } from './order-details-api';
import { orderDetailsMessages as messages } from './order-details-messages';

/** What the API's care-plan problems mean to the member. */
const carePlanProblems: Partial<Record<string, CarePlanProblemMessage>> = {
  CARE_PLAN_EXISTS: 'carePlanExists',
  CARE_PLAN_NOT_ELIGIBLE: 'carePlanNotEligible',
  CARE_PLAN_WINDOW_CLOSED: 'carePlanWindowClosed',
  PAYMENT_DECLINED: 'carePlanDeclined',
  PAYMENT_INCOMPLETE: 'carePlanIncomplete',
  PAYMENT_CANCELLED: 'carePlanCancelled',
  PAYMENT_REFUNDED: 'carePlanCancelled',
};

/** The message of a care-plan problem: the one for its code, or "something went wrong". */
export type CarePlanProblemMessage =
  | 'carePlanExists'
  | 'carePlanNotEligible'
  | 'carePlanWindowClosed'
  | 'carePlanDeclined'
  | 'carePlanIncomplete'
  | 'carePlanCancelled'
  | 'carePlanError';

/** Which message a failed care-plan call shows. */
export function carePlanProblemOf(error: unknown): CarePlanProblemMessage {
  return (error instanceof ProblemError && error.code ? carePlanProblems[error.code] : undefined) ?? 'carePlanError';
}

/** Sends the browser to the provider's payment page (or back to the order, should its address be unsafe). */
function leaveFor(url: string, orderNumber: string): void {
  navigateSafely(url, { fallback: localisePath(paths.orderDetails(orderNumber)), allowSecureExternal: true });
}

/**
 * Under an order line: the care plans covering it (links to their printable pages), or the offer to add one (paid on
 * the provider's page, within 30 days of receiving the order), or why it can no longer be added.
 */
export function CarePlanOffer({
  order,
  line,
  redirect,
}: {
  order: MemberOrder;
  line: MemberOrder['lines'][number];
  /** Where the browser goes to pay (tests watch it instead of leaving). */
  redirect?: (url: string) => void;
}) {
  const intl = useIntl();
  const money = useFormatMoney();
  const open = useMutation({
    mutationFn: () => openCarePlanPayment(order.number, line.id),
    onSuccess: (session) => (redirect ? redirect(session.redirectUrl) : leaveFor(session.redirectUrl, order.number)),
  });
  if (line.plans.length > 0) {
    return (
      <ul className="sf-care-plan-links" aria-label={intl.formatMessage(messages.carePlanLinksLabel)}>
        {line.plans.map((plan) => (
          <li key={plan.planNumber}>
            <Link to={localisePath(paths.carePlan(order.number, plan.index))}>
              {intl.formatMessage(messages.carePlanLink, {
                number: plan.planNumber,
                status: intl.formatMessage(carePlanStatusMessages[plan.status]),
              })}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  const offer = line.carePlanOffer;
  if (!offer) return null;
  if (offer.status === 'closed') {
    return (
      <p className="sf-care-plan-offer__closed">
        {intl.formatMessage(messages.carePlanClosed, { date: formatOrderDate(intl, offer.closedAt) })}
      </p>
    );
  }
  const price = money(offer.priceCents * line.quantity, order.currency);
  return (
    <div className="sf-care-plan-offer">
      <p className="sf-care-plan-offer__title">{intl.formatMessage(messages.carePlanAdd)}</p>
      <p className="sf-care-plan-offer__text">
        {offer.until
          ? intl.formatMessage(messages.carePlanOfferUntil, {
              price,
              months: offer.termMonths,
              date: formatOrderDate(intl, offer.until),
            })
          : intl.formatMessage(messages.carePlanOfferOnTheWay, { price, months: offer.termMonths })}
      </p>
      {open.isError ? (
        <Alert variant="error">{intl.formatMessage(messages[carePlanProblemOf(open.error)])}</Alert>
      ) : null}
      <div>
        <Button
          variant="secondary"
          busy={open.isPending || open.isSuccess}
          onClick={() => open.mutate()}
          aria-label={intl.formatMessage(messages.addCarePlanFor, { name: line.name })}
        >
          {intl.formatMessage(messages.addCarePlan)}
        </Button>
      </div>
    </div>
  );
}
