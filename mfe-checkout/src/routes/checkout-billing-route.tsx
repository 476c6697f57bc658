import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Alert, Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BillingAddressSection, type BillingAddressHandle } from '../features/billing-address/billing-address-section';
import { CheckoutLayout } from '../features/checkout-layout/checkout-layout';
import { checkoutLayoutMessages } from '../features/checkout-layout/checkout-layout-messages';
import { CheckoutLoadState } from '../features/checkout-layout/checkout-load-state';
import { useCheckoutState } from '../features/checkout-layout/use-checkout-state';
import { CheckoutSteps, useStepProgress } from '../features/checkout-steps/checkout-steps';
import { OrderSummary } from '../features/order-summary/order-summary';
import { PaymentSection, type PayWithoutProvider } from '../features/payment/payment-section';
import { paymentOutcomeOf } from '../features/payment/payment-outcomes';
import { newAttemptId } from '../features/payment-processing/place-order-keys';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** Checkout step 2 `/checkout/billing`: the billing address, gift cards and how to pay, then Place order. */
export default function CheckoutBillingRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const progress = useStepProgress('billing');
  const title = intl.formatMessage(messages.billingTitle);
  const load = useCheckoutState();
  const billing = useRef<BillingAddressHandle>(null);
  const outcome = paymentOutcomeOf(search);

  const payWithoutProvider = (payment: PayWithoutProvider) => {
    const query = new URLSearchParams({ pay: payment.kind, attempt: newAttemptId() });
    void navigate(`${localisePath(paths.checkoutPaymentProcessing())}?${query.toString()}`);
  };

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
      <CheckoutSteps current="billing" />
      <PageHeading
        eyebrow={progress}
        title={title}
        intro={empty ? undefined : intl.formatMessage(messages.billingIntro)}
      />
      {load.status !== 'ready' ? (
        <CheckoutLoadState load={load} />
      ) : empty ? (
        <EmptyState
          icon="lock"
          title={intl.formatMessage(messages.nothingToCheckOutTitle)}
          message={intl.formatMessage(messages.nothingToCheckOutBody)}
          actions={<ButtonLink to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</ButtonLink>}
        />
      ) : (
        <CheckoutLayout aside={<OrderSummary summary={load.checkout.summary} coupon={load.checkout.coupon} />}>
          {load.checkout.code === 'CART_UPDATED' && !outcome ? (
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
          <div className="sf-checkout-panel">
            <BillingAddressSection ref={billing} checkout={load.checkout} onSaved={load.update} />
          </div>
          <PaymentSection
            checkout={load.checkout}
            onCheckoutChange={load.update}
            outcome={outcome}
            beforePay={async () => (billing.current ? billing.current.submit() : load.checkout)}
            onPayWithoutProvider={payWithoutProvider}
          />
        </CheckoutLayout>
      )}
    </div>
  );
}
