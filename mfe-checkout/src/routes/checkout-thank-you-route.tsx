import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { CheckoutSteps, useStepProgress } from '../features/checkout-steps/checkout-steps';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** Checkout step 4 `/checkout/thank-you`: the order confirmation. */
export default function CheckoutThankYouRoute() {
  const intl = useIntl();
  const progress = useStepProgress('confirmation');
  const title = intl.formatMessage(messages.thankYouTitle);
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
      <CheckoutSteps current="confirmation" />
      <PageHeading eyebrow={progress} title={title} />
      <EmptyState
        icon="bag"
        title={intl.formatMessage(messages.noOrderTitle)}
        message={intl.formatMessage(messages.noOrderBody)}
        actions={
          <>
            <ButtonLink to={localisePath(paths.home())}>{intl.formatMessage(messages.continueShopping)}</ButtonLink>
            <ButtonLink to={localisePath(paths.orderHistory())} variant="secondary">
              {intl.formatMessage(messages.viewOrders)}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
