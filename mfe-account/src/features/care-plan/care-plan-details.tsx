import type { CarePlan } from '@storefront/api-schemas';
import { useFormatMoney } from '@storefront/i18n';
import { useIntl } from 'react-intl';
import { carePlanStatusMessages } from '../../lib/orders/order-messages';
import { formatCalendarDay } from '../../lib/orders/order-text';
import { carePlanMessages as messages } from './care-plan-messages';
import './care-plan.css';

/** A professional care plan as a printable certificate (SPEC §3): number, term, status, dates and price. */
export function CarePlanDetails({ plan }: { plan: CarePlan }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const note =
    plan.status === 'pending'
      ? messages.pendingNote
      : plan.status === 'expired'
        ? messages.expiredNote
        : messages.activeNote;
  return (
    <article className="sf-care-plan" aria-labelledby="sf-care-plan-piece">
      <div className="sf-care-plan__piece">
        {plan.product.imageUrl ? <img src={plan.product.imageUrl} alt="" width={120} height={120} /> : null}
        <div>
          <p className="sf-care-plan__kicker">{intl.formatMessage(messages.coveredPiece)}</p>
          <h2 id="sf-care-plan-piece" className="sf-care-plan__name">
            {plan.product.name}
          </h2>
          {plan.index !== null ? (
            <p className="sf-care-plan__kicker">{intl.formatMessage(messages.planIndex, { index: plan.index })}</p>
          ) : null}
        </div>
      </div>
      <dl className="sf-care-plan__facts">
        <div>
          <dt>{intl.formatMessage(messages.planNumber)}</dt>
          <dd className="sf-order-number">{plan.planNumber}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.status)}</dt>
          <dd>
            <span className="sf-care-plan__status" data-status={plan.status}>
              {intl.formatMessage(carePlanStatusMessages[plan.status])}
            </span>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.term)}</dt>
          <dd>{intl.formatMessage(messages.termMonths, { months: plan.termMonths })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.commencement)}</dt>
          <dd>{plan.commencedOn ? formatCalendarDay(intl, plan.commencedOn) : intl.formatMessage(messages.notYet)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.expiry)}</dt>
          <dd>{plan.expiresOn ? formatCalendarDay(intl, plan.expiresOn) : intl.formatMessage(messages.notYet)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.rrp)}</dt>
          <dd>{money(plan.recommendedRetailPriceCents, plan.currency)}</dd>
        </div>
        {plan.order ? (
          <div>
            <dt>{intl.formatMessage(messages.orderNumber)}</dt>
            <dd className="sf-order-number">{plan.order.number}</dd>
          </div>
        ) : null}
      </dl>
      <p className="sf-care-plan__note">{intl.formatMessage(note)}</p>
    </article>
  );
}
