import { Alert } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { paymentMessages as messages } from './payment-messages';
import './payment.css';

/**
 * On a page a refused order sends the shopper to instead of billing (the shipping step when a step went missing, the
 * bag when it emptied): the order was not placed and the payment taken for it has been refunded. Focused on arrival,
 * like the billing page's outcome, so it is what the shopper hears first.
 */
export function PaymentRefundedNotice() {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <div ref={ref} tabIndex={-1} className="checkout-payment__outcome">
      <Alert variant="warning" title={intl.formatMessage(messages.orderNotPlaced)}>
        {intl.formatMessage(messages.paymentRefunded)}
      </Alert>
    </div>
  );
}
