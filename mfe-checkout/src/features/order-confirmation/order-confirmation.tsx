import type { AddressSnapshot, PlacedOrder, PlacedOrderPayment } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { ButtonLink } from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@storefront/i18n';
import { orderConfirmationMessages as messages } from './order-confirmation-messages';
import './order-confirmation.css';

export interface OrderConfirmationProps {
  order: PlacedOrder;
  /** A signed-in member (the order is in their account) or a guest (invited to create one from the order). */
  isMember: boolean;
}

const brands: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

const dayFormat = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/**
 * When the order should arrive or be ready, as the delivery step said ('Estimated delivery Thu, 1 Apr – Wed, 7 Apr'):
 * the API's days (`YYYY-MM-DD`, the market's calendar) formatted in UTC, so the browser's own zone never moves them.
 */
function EstimatedDelivery({ order, pickup }: { order: PlacedOrder; pickup: boolean }) {
  const intl = useIntl();
  const estimate = order.estimatedDelivery;
  if (!estimate) return null;
  const day = (isoDay: string) => intl.formatDate(new Date(`${isoDay}T00:00:00Z`), dayFormat);
  const text = pickup
    ? intl.formatMessage(messages.readyFrom, { date: day(estimate.from) })
    : estimate.from === estimate.to
      ? intl.formatMessage(messages.estimatedDay, { date: day(estimate.from) })
      : intl.formatMessage(messages.estimatedRange, { from: day(estimate.from), to: day(estimate.to) });
  return <p className="checkout-confirmation__estimate">{text}</p>;
}

/** The country's name in the shopper's language ('Australia', 'Canada'), or its code when the browser cannot say. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function AddressLines({ address }: { address: AddressSnapshot }) {
  const intl = useIntl();
  const place = [address.suburb, address.city, address.state, address.postcode].filter(Boolean).join(' ');
  return (
    <address className="checkout-confirmation__address">
      {[
        `${address.firstName} ${address.lastName}`,
        address.address1,
        address.address2,
        place,
        countryName(address.country, intl.locale),
      ]
        .filter((line): line is string => Boolean(line))
        .map((line) => (
          <span key={line}>{line}</span>
        ))}
    </address>
  );
}

/**
 * The order as placed (`/checkout/thank-you`): its number, where the confirmation went, the pieces, delivery or
 * pickup, billing and how it was paid (the route puts the order summary beside it); a guest is invited to create an
 * account from the order.
 */
export function OrderConfirmation({ order, isMember }: OrderConfirmationProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemsId = useId();
  const m = (cents: number) => money(cents, order.currency);
  const pickup = order.deliveryMethod === 'click_and_collect' && order.pickupStore;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const paymentLabel = (payment: PlacedOrderPayment) => {
    if (payment.method === 'gift_card')
      return intl.formatMessage(messages.paidGiftCard, { last4: payment.last4 ?? '' });
    if (payment.method === 'bnpl') return intl.formatMessage(messages.paidBnpl);
    if (payment.method === 'financing') return intl.formatMessage(messages.paidFinancing);
    if (payment.last4) {
      const brand = payment.brand
        ? (brands[payment.brand] ?? payment.brand)
        : intl.formatMessage(messages.paidCardNoDigits);
      return intl.formatMessage(messages.paidCard, { brand, last4: payment.last4 });
    }
    return intl.formatMessage(messages.paidCardNoDigits);
  };

  return (
    <div className="checkout-confirmation">
      <section className="checkout-confirmation__intro">
        <h2 ref={headingRef} tabIndex={-1} className="checkout-confirmation__heading">
          {intl.formatMessage(messages.heading)}
        </h2>
        <p className="checkout-confirmation__number">
          <span>{intl.formatMessage(messages.orderNumberLabel)}</span>{' '}
          <strong data-testid="order-number">{order.orderNumber}</strong>
        </p>
        <p>{intl.formatMessage(messages.confirmationSent, { email: order.email })}</p>
      </section>

      <section className="checkout-confirmation__block" aria-labelledby={itemsId}>
        <h3 id={itemsId} className="checkout-confirmation__subheading">
          {intl.formatMessage(messages.itemsHeading)}
        </h3>
        <ul className="checkout-confirmation__lines">
          {order.lines.map((line, index) => (
            <li key={`${line.sku}-${line.size ?? ''}-${index}`} className="checkout-confirmation__line">
              {line.imageUrl ? <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" /> : null}
              <div className="checkout-confirmation__line-text">
                <p className="checkout-confirmation__line-name">{line.name}</p>
                <p className="checkout-confirmation__line-detail">
                  {[
                    line.metalLabel ?? line.metal,
                    line.size ? intl.formatMessage(messages.size, { size: line.sizeLabel ?? line.size }) : null,
                    intl.formatMessage(messages.quantity, { quantity: line.quantity }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="checkout-confirmation__line-detail">
                  {line.engraving
                    ? intl.formatMessage(messages.engraving, { text: line.engraving })
                    : intl.formatMessage(messages.noEngraving)}
                </p>
                {line.carePlan ? (
                  <p className="checkout-confirmation__line-detail">{intl.formatMessage(messages.carePlan)}</p>
                ) : null}
              </div>
              <p className="checkout-confirmation__line-price">{m(line.lineCents)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="checkout-confirmation__columns">
        <section className="checkout-confirmation__block">
          <h3 className="checkout-confirmation__subheading">
            {intl.formatMessage(pickup ? messages.pickupHeading : messages.deliveryHeading)}
          </h3>
          {pickup ? (
            <>
              <p>{intl.formatMessage(messages.collectFrom, { store: order.pickupStore?.name ?? '' })}</p>
              <EstimatedDelivery order={order} pickup />
              <p className="checkout-confirmation__muted">{intl.formatMessage(messages.pickupNote)}</p>
            </>
          ) : (
            <>
              {order.deliveryMethod ? <p>{intl.formatMessage(messages[order.deliveryMethod])}</p> : null}
              <EstimatedDelivery order={order} pickup={false} />
              {order.shippingAddress ? <AddressLines address={order.shippingAddress} /> : null}
            </>
          )}
        </section>
        {order.billingAddress ? (
          <section className="checkout-confirmation__block">
            <h3 className="checkout-confirmation__subheading">{intl.formatMessage(messages.billingHeading)}</h3>
            <AddressLines address={order.billingAddress} />
          </section>
        ) : null}
        <section className="checkout-confirmation__block">
          <h3 className="checkout-confirmation__subheading">{intl.formatMessage(messages.paymentHeading)}</h3>
          <dl className="checkout-confirmation__payments">
            {order.payments.map((payment, index) => (
              <div key={`${payment.method}-${index}`} className="checkout-confirmation__payment">
                <dt>{paymentLabel(payment)}</dt>
                <dd>{m(payment.amountCents)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      {isMember ? (
        <ButtonLink to={localisePath(paths.orderDetails(order.orderNumber))} variant="secondary">
          {intl.formatMessage(messages.viewOrder)}
        </ButtonLink>
      ) : (
        <section className="checkout-confirmation__join">
          <h3 className="checkout-confirmation__subheading">{intl.formatMessage(messages.guestHeading)}</h3>
          <p>{intl.formatMessage(messages.guestBody)}</p>
          <ButtonLink
            to={`${localisePath(paths.register())}?${new URLSearchParams({ order: order.orderNumber }).toString()}`}
          >
            {intl.formatMessage(messages.createAccount)}
          </ButtonLink>
        </section>
      )}
    </div>
  );
}
