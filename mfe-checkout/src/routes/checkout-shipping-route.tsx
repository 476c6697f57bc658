import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckoutEmail } from '../features/checkout-email/checkout-email';
import { CheckoutStartedAnnouncement } from '../features/checkout-started/checkout-started-announcement';
import type { DeliveryDraft } from '../lib/order-summary/summary-preview';
import { CheckoutStepPage } from './checkout-step-page';
import { ShippingForm } from '../features/delivery-methods/shipping-form';
import { paymentRefundedOf } from '../features/payment/payment-outcomes';
import { PaymentRefundedNotice } from '../features/payment/payment-refunded-notice';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/**
 * Checkout step 1 `/checkout/shipping`: the guest's e-mail first (a member's is saved for them), then delivery to an
 * address with a delivery method, or click and collect; the order summary beside. An empty bag has nothing to ship
 * and points back to the bag. An order refused for a missing step comes back here, saying when its payment was refunded.
 * Opening it with the bag's pieces starts the checkout (announced once per visit, for the engagement remote).
 */
export default function CheckoutShippingRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const refunded = paymentRefundedOf(search);
  // What the shopper is choosing, before it is saved: the summary shows its delivery price and its tax.
  const [draft, setDraft] = useState<DeliveryDraft | null>(null);

  return (
    <CheckoutStepPage
      step="shipping"
      title={intl.formatMessage(messages.shippingTitle)}
      intro={intl.formatMessage(messages.shippingIntro)}
      emptyIcon="truck"
      deliveryDraft={draft}
    >
      {(checkout, update) => (
        <>
          <CheckoutStartedAnnouncement checkout={checkout} />
          {refunded ? <PaymentRefundedNotice /> : null}
          <CheckoutEmail email={checkout.email} onSaved={update} />
          {checkout.email !== null ? (
            <div className="sf-checkout-panel">
              <ShippingForm
                checkout={checkout}
                onSaved={update}
                onContinue={() => void navigate(localisePath(paths.checkoutBilling()))}
                onDraftChange={setDraft}
              />
            </div>
          ) : null}
        </>
      )}
    </CheckoutStepPage>
  );
}
