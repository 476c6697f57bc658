import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CheckoutEmail } from '../features/checkout-email/checkout-email';
import { CheckoutStepPage } from '../features/checkout-layout/checkout-step-page';
import { ShippingForm } from '../features/delivery-methods/shipping-form';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/**
 * Checkout step 1 `/checkout/shipping`: the guest's e-mail first (a member's is saved for them), then delivery to an
 * address with a delivery method, or click and collect; the order summary beside. An empty bag has nothing to ship
 * and points back to the bag.
 */
export default function CheckoutShippingRoute() {
  const intl = useIntl();
  const navigate = useNavigate();

  return (
    <CheckoutStepPage
      step="shipping"
      title={intl.formatMessage(messages.shippingTitle)}
      intro={intl.formatMessage(messages.shippingIntro)}
      emptyIcon="truck"
    >
      {(checkout, update) => (
        <>
          <CheckoutEmail email={checkout.email} onSaved={update} />
          {checkout.email !== null ? (
            <div className="sf-checkout-panel">
              <ShippingForm
                checkout={checkout}
                onSaved={update}
                onContinue={() => void navigate(localisePath(paths.checkoutBilling()))}
              />
            </div>
          ) : null}
        </>
      )}
    </CheckoutStepPage>
  );
}
