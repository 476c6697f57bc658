import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BillingAddressSection, type BillingAddressHandle } from '../features/billing-address/billing-address-section';
import { CheckoutStepPage } from './checkout-step-page';
import { PaymentSection, type PayWithoutProvider } from '../features/payment/payment-section';
import { paymentOutcomeOf, paymentRefundedOf } from '../features/payment/payment-outcomes';
import { newAttemptId } from '../features/payment-processing/place-order-keys';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** Checkout step 2 `/checkout/billing`: the billing address, gift cards and how to pay, then Place order. */
export default function CheckoutBillingRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const billing = useRef<BillingAddressHandle>(null);
  const outcome = paymentOutcomeOf(search);

  const payWithoutProvider = (payment: PayWithoutProvider) => {
    const query = new URLSearchParams({ pay: payment.kind, attempt: newAttemptId() });
    void navigate(`${localisePath(paths.checkoutPaymentProcessing())}?${query.toString()}`);
  };

  return (
    <CheckoutStepPage
      step="billing"
      title={intl.formatMessage(messages.billingTitle)}
      intro={intl.formatMessage(messages.billingIntro)}
      emptyIcon="lock"
      announceBagChanges={!outcome}
    >
      {(checkout, update) => (
        <>
          <div className="sf-checkout-panel">
            <BillingAddressSection ref={billing} checkout={checkout} onSaved={update} />
          </div>
          <PaymentSection
            checkout={checkout}
            onCheckoutChange={update}
            outcome={outcome}
            paymentRefunded={paymentRefundedOf(search)}
            beforePay={async () => (billing.current ? billing.current.submit() : checkout)}
            onPayWithoutProvider={payWithoutProvider}
          />
        </>
      )}
    </CheckoutStepPage>
  );
}
