import { Alert, Button } from '@storefront/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { placeOrder, type PaymentAttempt, type PlaceOrderFailure } from './place-order-api';
import { paymentProcessingMessages as messages } from './payment-processing-messages';
import './payment-processing.css';

export interface PaymentProcessingProps {
  attempt: PaymentAttempt;
  /** The order was placed: the API's answer (the route keeps it and shows the thank-you page). */
  onPlaced: (answer: unknown) => void;
  /** The order was not placed, for a reason the billing page explains, and whether the payment was refunded. */
  onFailed: (failure: PlaceOrderFailure, details: { paymentRefunded: boolean }) => void;
  /** Leave for the billing page to pay another way (after trouble the shopper does not want to retry). */
  onChooseAnother: () => void;
  /** Wait between asks while another press of the same attempt is still placing it (tests shorten it). */
  inProgressWaitMs?: number;
}

/**
 * `/checkout/payment-processing`'s work: places the order for the attempt (with its idempotency key) and reports how
 * it went. While it works the page says so in a live region; when nothing is known (provider or network trouble) it
 * offers to try again with the same key, or to choose another way to pay.
 */
export function PaymentProcessing({
  attempt,
  onPlaced,
  onFailed,
  onChooseAnother,
  inProgressWaitMs,
}: PaymentProcessingProps) {
  const intl = useIntl();
  const [trouble, setTrouble] = useState(false);
  const [round, setRound] = useState(0);
  const troubleRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onPlaced, onFailed });
  handlers.current = { onPlaced, onFailed };

  const run = useCallback(
    async (isCurrent: () => boolean) => {
      const result = await placeOrder(attempt, inProgressWaitMs === undefined ? {} : { waitMs: inProgressWaitMs });
      if (!isCurrent()) return;
      if (result.kind === 'placed') handlers.current.onPlaced(result.answer);
      else if (result.kind === 'failed') {
        handlers.current.onFailed(result.failure, { paymentRefunded: result.paymentRefunded });
      } else setTrouble(true);
    },
    [attempt, inProgressWaitMs],
  );

  useEffect(() => {
    let current = true;
    void run(() => current);
    return () => {
      current = false;
    };
  }, [run, round]);

  useEffect(() => {
    if (trouble) troubleRef.current?.focus();
  }, [trouble]);

  if (trouble) {
    return (
      <div className="checkout-processing" ref={troubleRef} tabIndex={-1}>
        <Alert variant="error" title={intl.formatMessage(messages.troubleTitle)}>
          <p>{intl.formatMessage(messages.troubleBody)}</p>
        </Alert>
        <div className="checkout-processing__actions">
          <Button
            onClick={() => {
              setTrouble(false);
              setRound((value) => value + 1);
            }}
          >
            {intl.formatMessage(messages.tryAgain)}
          </Button>
          <Button variant="secondary" onClick={onChooseAnother}>
            {intl.formatMessage(messages.chooseAnother)}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="checkout-processing" role="status" aria-live="polite">
      <span className="sf-spinner sf-spinner--lg" aria-hidden="true">
        <span className="sf-spinner__ring" />
      </span>
      <p className="checkout-processing__title">
        {intl.formatMessage(attempt.kind === 'provider' ? messages.confirmingPayment : messages.placing)}
      </p>
      <p className="checkout-processing__note">{intl.formatMessage(messages.keepOpen)}</p>
    </div>
  );
}
