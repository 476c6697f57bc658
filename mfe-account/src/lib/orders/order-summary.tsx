import type { OrderSummaryLine } from '@storefront/api-schemas';
import { useFormatMoney } from '@storefront/i18n';
import { useIntl, type IntlShape } from 'react-intl';
import { orderMessages as messages, taxNameMessages } from './order-messages';
import { paymentLabel, type AnyOrder } from './order-text';

function taxName(intl: IntlShape, name: string | undefined): string {
  if (name === undefined) return '';
  return Object.hasOwn(taxNameMessages, name)
    ? intl.formatMessage(taxNameMessages[name as keyof typeof taxNameMessages])
    : name;
}

function summaryLabel(intl: IntlShape, line: OrderSummaryLine): string {
  const rate =
    line.ratePercent === undefined
      ? ''
      : intl.formatNumber(line.ratePercent / 100, { style: 'percent', maximumFractionDigits: 3 });
  switch (line.code) {
    case 'subtotal':
      return intl.formatMessage(messages.subtotal);
    case 'delivery':
      return intl.formatMessage(messages.delivery);
    case 'discount':
      return intl.formatMessage(messages.discount, { code: line.couponCode ?? 'none' });
    case 'gst_inclusive':
      return intl.formatMessage(messages.gstInclusive, { name: taxName(intl, line.name ?? 'GST'), rate });
    case 'tax':
      return intl.formatMessage(messages.tax, { name: taxName(intl, line.name), rate });
    case 'total':
      return intl.formatMessage(messages.total);
  }
}

/** The order's summary lines (subtotal, delivery, discount, GST inclusive or the Canadian taxes, total) and how it was paid. */
export function OrderSummary({ order }: { order: AnyOrder }) {
  const intl = useIntl();
  const money = useFormatMoney();
  return (
    <div className="sf-order-summary">
      <section className="sf-order-block" aria-labelledby="sf-order-summary-heading">
        <h2 id="sf-order-summary-heading" className="sf-order-block__heading">
          {intl.formatMessage(messages.summaryHeading)}
        </h2>
        <dl className="sf-order-summary__lines">
          {order.summary.map((line, index) => (
            <div key={`${line.code}-${index}`} className="sf-order-summary__line" data-code={line.code}>
              <dt>{summaryLabel(intl, line)}</dt>
              <dd>
                {line.code === 'delivery' && line.cents === 0
                  ? intl.formatMessage(messages.free)
                  : money(line.cents, order.currency)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="sf-order-block" aria-labelledby="sf-order-payment-heading">
        <h2 id="sf-order-payment-heading" className="sf-order-block__heading">
          {intl.formatMessage(messages.paymentHeading)}
        </h2>
        <dl className="sf-order-summary__lines">
          {order.payments.map((payment, index) => (
            <div key={`${payment.method}-${index}`} className="sf-order-summary__line">
              <dt>{paymentLabel(intl, payment)}</dt>
              <dd>{money(payment.amountCents, order.currency)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
