import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Alert, Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CheckoutEmail } from '../features/checkout-email/checkout-email';
import { CheckoutLayout } from '../features/checkout-layout/checkout-layout';
import { checkoutLayoutMessages } from '../features/checkout-layout/checkout-layout-messages';
import { CheckoutLoadState } from '../features/checkout-layout/checkout-load-state';
import { useCheckoutState } from '../features/checkout-layout/use-checkout-state';
import { CheckoutSteps, useStepProgress } from '../features/checkout-steps/checkout-steps';
import { ShippingForm } from '../features/delivery-methods/shipping-form';
import { OrderSummary } from '../features/order-summary/order-summary';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/**
 * Checkout step 1 `/checkout/shipping`: the guest's e-mail first (a member's is saved for them), then delivery to an
 * address with a delivery method, or click and collect; the order summary beside. An empty bag has nothing to ship
 * and points back to the bag.
 */
export default function CheckoutShippingRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const progress = useStepProgress('shipping');
  const load = useCheckoutState();
  const title = intl.formatMessage(messages.shippingTitle);
  const empty = load.status === 'ready' && load.checkout.lines.length === 0;

  return (
    <div className="sf-page sf-container sf-container--wide">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
          { label: intl.formatMessage(messages.bagTitle), to: localisePath(paths.bag()) },
          { label: title },
        ]}
      />
      <CheckoutSteps current="shipping" />
      <PageHeading
        eyebrow={progress}
        title={title}
        intro={empty ? undefined : intl.formatMessage(messages.shippingIntro)}
      />
      {load.status !== 'ready' ? (
        <CheckoutLoadState load={load} />
      ) : empty ? (
        <EmptyState
          icon="truck"
          title={intl.formatMessage(messages.nothingToCheckOutTitle)}
          message={intl.formatMessage(messages.nothingToCheckOutBody)}
          actions={<ButtonLink to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</ButtonLink>}
        />
      ) : (
        <CheckoutLayout aside={<OrderSummary summary={load.checkout.summary} coupon={load.checkout.coupon} />}>
          {load.checkout.code === 'CART_UPDATED' ? (
            <Alert
              variant="warning"
              title={intl.formatMessage(checkoutLayoutMessages.bagUpdatedTitle)}
              action={
                <ButtonLink variant="secondary" size="sm" to={localisePath(paths.bag())}>
                  {intl.formatMessage(checkoutLayoutMessages.reviewBag)}
                </ButtonLink>
              }
            >
              {intl.formatMessage(checkoutLayoutMessages.bagUpdatedBody)}
            </Alert>
          ) : null}
          <CheckoutEmail email={load.checkout.email} onSaved={load.update} />
          {load.checkout.email !== null ? (
            <div className="sf-checkout-panel">
              <ShippingForm
                checkout={load.checkout}
                onSaved={load.update}
                onContinue={() => void navigate(localisePath(paths.checkoutBilling()))}
              />
            </div>
          ) : null}
        </CheckoutLayout>
      )}
    </div>
  );
}
