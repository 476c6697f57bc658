import '../checkout.css';
import { getBagSummary, localisePath, paths } from '@storefront/contracts';
import { ButtonLink } from '@storefront/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { placedOrderReceived } from '../features/order-confirmation/placed-order-storage';
import type { PaymentAttempt, PlaceOrderFailure } from '../features/payment-processing/place-order-api';
import { PaymentProcessing } from '../features/payment-processing/payment-processing';
import { paymentOutcomeSearch, type PaymentOutcome } from '../features/payment/payment-outcomes';
import { publishBagSummary } from '../lib/bag-summary-sync';
import { CheckoutFrame } from './checkout-frame';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

const idPattern = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The attempt this page places: the provider's `?session=` (card or instalments, back from its page), or
 * `?pay=gift-cards|financing&attempt=` from the billing page's Place order; null when the address names none.
 */
function attemptOf(search: URLSearchParams): PaymentAttempt | null {
  const session = search.get('session');
  if (session && idPattern.test(session)) return { kind: 'provider', sessionId: session };
  const attemptId = search.get('attempt');
  if (!attemptId || !idPattern.test(attemptId)) return null;
  if (search.get('pay') === 'gift-cards') return { kind: 'gift-cards', attemptId };
  if (search.get('pay') === 'financing') return { kind: 'financing', attemptId };
  return null;
}

/** Checkout step 3 `/checkout/payment-processing`: the payment is confirmed and the order placed. */
export default function CheckoutPaymentProcessingRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const title = intl.formatMessage(messages.paymentTitle);
  const searchKey = search.toString();
  const attempt = useMemo(() => attemptOf(new URLSearchParams(searchKey)), [searchKey]);

  const backToBilling = (outcome: PaymentOutcome, refunded = false) =>
    void navigate(`${localisePath(paths.checkoutBilling())}${paymentOutcomeSearch({ outcome, refunded })}`, {
      replace: true,
    });

  const placed = (answer: unknown) => {
    const order = placedOrderReceived(answer);
    publishBagSummary({ itemCount: 0, subtotalCents: 0, currency: order?.currency ?? getBagSummary().currency });
    void navigate(localisePath(paths.checkoutThankYou()), { replace: true });
  };

  // Wherever the shopper is sent, a refunded payment goes along (`refunded=1`) so that page can say the money is back.
  const failed = (failure: PlaceOrderFailure, { paymentRefunded }: { paymentRefunded: boolean }) => {
    const refunded = paymentOutcomeSearch({ refunded: paymentRefunded });
    if (failure === 'checkout-incomplete') {
      void navigate(`${localisePath(paths.checkoutShipping())}${refunded}`, { replace: true });
    } else if (failure === 'bag-empty') {
      void navigate(`${localisePath(paths.bag())}${refunded}`, { replace: true });
    } else {
      backToBilling(failure, paymentRefunded);
    }
  };

  return (
    <CheckoutFrame
      step="payment"
      title={title}
      intro={intl.formatMessage(messages.paymentIntro)}
      state={
        attempt
          ? { status: 'ready' }
          : {
              status: 'empty',
              icon: 'lock',
              title: intl.formatMessage(messages.noPaymentTitle),
              message: intl.formatMessage(messages.noPaymentBody),
              actions: (
                <>
                  <ButtonLink to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</ButtonLink>
                  <ButtonLink to={localisePath(paths.orderHistory())} variant="secondary">
                    {intl.formatMessage(messages.viewOrders)}
                  </ButtonLink>
                </>
              ),
            }
      }
    >
      {attempt ? (
        <PaymentProcessing
          attempt={attempt}
          onPlaced={placed}
          onFailed={failed}
          onChooseAnother={() => backToBilling('provider-error')}
        />
      ) : null}
    </CheckoutFrame>
  );
}
