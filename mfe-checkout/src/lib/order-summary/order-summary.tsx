import type { BagLine, CouponState, BagTotals } from '@storefront/api-schemas';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@storefront/i18n';
import { orderSummaryMessages as messages } from './order-summary-messages';
import './order-summary.css';

export interface OrderSummaryProps {
  /** The `summary` of a bag or checkout answer. */
  summary: BagTotals;
  /** The pieces being bought, listed above the totals with their thumbnail, name, metal, size, quantity and price. */
  lines?: readonly BagLine[] | undefined;
  /** The tax is final (a placed order): its lines are named without "estimated". */
  taxFinal?: boolean;
  /** The coupon on the bag, to name the discount line. */
  coupon?: CouponState | undefined;
  /** A note beside the sales tax heading (Canada), e.g. the cart preferences' tooltip. */
  taxNote?: ReactNode;
  /** Heading level of "Order summary" (2 by default). */
  headingLevel?: 2 | 3;
  /** Extra content below the totals: coupon entry, buy-now-pay-later messaging, the checkout button. */
  children?: ReactNode;
  className?: string;
}

/**
 * The bag's money as the server computed it: subtotal, delivery, discount, GST inclusive (AU/NZ) or estimated sales
 * tax (CA), total, then gift cards applied and what remains to pay. Nothing is computed here but the display.
 */
export function OrderSummary({
  summary,
  lines,
  taxFinal = false,
  coupon,
  taxNote,
  headingLevel = 2,
  children,
  className,
}: OrderSummaryProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const m = (cents: number) => money(cents, summary.currency);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const percent = (rate: number) => intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 3 });
  const hasGiftCards = summary.giftCards.length > 0 && summary.giftCardCents > 0;

  return (
    <section
      className={['checkout-order-summary', className].filter(Boolean).join(' ')}
      aria-labelledby="checkout-order-summary-heading"
    >
      <Heading id="checkout-order-summary-heading" className="checkout-order-summary__heading">
        {intl.formatMessage(messages.heading)}
      </Heading>
      {lines && lines.length > 0 ? (
        <ul className="checkout-order-summary__items" aria-label={intl.formatMessage(messages.items)}>
          {lines.map((line) => (
            <li key={line.id} className="checkout-order-summary__item">
              <img
                className="checkout-order-summary__thumb"
                src={line.imageUrl}
                alt=""
                width={64}
                height={64}
                decoding="async"
              />
              <span className="checkout-order-summary__item-text">
                <span className="checkout-order-summary__item-name">{line.name}</span>
                <span className="checkout-order-summary__item-detail">{line.metalLabel ?? line.metal}</span>
                <span className="checkout-order-summary__item-detail">
                  {line.sizeLabel
                    ? intl.formatMessage(messages.itemSizeQuantity, { size: line.sizeLabel, quantity: line.quantity })
                    : intl.formatMessage(messages.itemQuantity, { quantity: line.quantity })}
                </span>
              </span>
              <span className="checkout-order-summary__item-price">{m(line.lineCents)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="checkout-order-summary__lines">
        <div className="checkout-order-summary__row">
          <dt>{intl.formatMessage(messages.subtotal, { count: summary.itemCount })}</dt>
          <dd>{m(summary.subtotalCents)}</dd>
        </div>
        <div className="checkout-order-summary__row">
          <dt>{intl.formatMessage(messages.delivery)}</dt>
          <dd className={summary.deliveryCents === null ? 'checkout-order-summary__text' : undefined}>
            {summary.deliveryCents === null
              ? intl.formatMessage(messages.deliveryLater)
              : summary.deliveryCents === 0
                ? intl.formatMessage(messages.deliveryFree)
                : m(summary.deliveryCents)}
          </dd>
        </div>
        {summary.discountCents > 0 ? (
          <div className="checkout-order-summary__row checkout-order-summary__row--discount">
            <dt>
              {coupon?.applied
                ? intl.formatMessage(messages.discountCode, { code: coupon.code })
                : intl.formatMessage(messages.discount)}
            </dt>
            <dd>{intl.formatMessage(messages.deduction, { amount: m(summary.discountCents) })}</dd>
          </div>
        ) : null}
        {summary.taxIncluded ? null : summary.taxPending ? (
          <div className="checkout-order-summary__row">
            <dt>
              {intl.formatMessage(messages.estimatedTax)}
              {taxNote}
            </dt>
            <dd className="checkout-order-summary__text">{intl.formatMessage(messages.taxPending)}</dd>
          </div>
        ) : summary.taxLines.length > 0 ? (
          summary.taxLines.map((line, index) => (
            <div className="checkout-order-summary__row" key={line.name}>
              <dt>
                {intl.formatMessage(taxFinal ? messages.finalTaxLine : messages.taxLine, {
                  name: line.name,
                  rate: percent(line.ratePercent),
                })}
                {index === 0 ? taxNote : null}
              </dt>
              <dd>{m(line.cents)}</dd>
            </div>
          ))
        ) : (
          <div className="checkout-order-summary__row">
            <dt>
              {intl.formatMessage(taxFinal ? messages.salesTax : messages.estimatedTax)}
              {taxNote}
            </dt>
            <dd>{m(summary.taxCents)}</dd>
          </div>
        )}
        <div className="checkout-order-summary__row checkout-order-summary__row--total">
          <dt>{intl.formatMessage(messages.total)}</dt>
          <dd>{m(summary.totalCents)}</dd>
        </div>
        {summary.taxIncluded && summary.gstInclusiveCents !== null ? (
          <div className="checkout-order-summary__row checkout-order-summary__row--note">
            <dt>{intl.formatMessage(messages.gstInclusive)}</dt>
            <dd>{m(summary.gstInclusiveCents)}</dd>
          </div>
        ) : null}
        {hasGiftCards
          ? summary.giftCards
              .filter((card) => card.appliedCents > 0)
              .map((card) => (
                <div className="checkout-order-summary__row checkout-order-summary__row--discount" key={card.last4}>
                  <dt>{intl.formatMessage(messages.giftCard, { last4: card.last4 })}</dt>
                  <dd>{intl.formatMessage(messages.deduction, { amount: m(card.appliedCents) })}</dd>
                </div>
              ))
          : null}
        {hasGiftCards ? (
          <div className="checkout-order-summary__row checkout-order-summary__row--total">
            <dt>{intl.formatMessage(messages.remaining)}</dt>
            <dd>{m(summary.remainingCents)}</dd>
          </div>
        ) : null}
      </dl>
      {summary.noAdditionalPaymentRequired && hasGiftCards ? (
        <p className="checkout-order-summary__covered">{intl.formatMessage(messages.noAdditionalPayment)}</p>
      ) : null}
      {children ? <div className="checkout-order-summary__extras">{children}</div> : null}
    </section>
  );
}
