import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { CheckoutSteps, useStepProgress } from '../features/checkout-steps/checkout-steps';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** Checkout step 3 `/checkout/payment-processing`: the payment provider confirms the payment. */
export default function CheckoutPaymentProcessingRoute() {
  const intl = useIntl();
  const progress = useStepProgress('payment');
  const title = intl.formatMessage(messages.paymentTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
          { label: intl.formatMessage(messages.bagTitle), to: localisePath(paths.bag()) },
          { label: title },
        ]}
      />
      <CheckoutSteps current="payment" />
      <PageHeading eyebrow={progress} title={title} intro={intl.formatMessage(messages.paymentIntro)} />
      <EmptyState
        icon="lock"
        title={intl.formatMessage(messages.noPaymentTitle)}
        message={intl.formatMessage(messages.noPaymentBody)}
        actions={
          <>
            <ButtonLink to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</ButtonLink>
            <ButtonLink to={localisePath(paths.orderHistory())} variant="secondary">
              {intl.formatMessage(messages.viewOrders)}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
