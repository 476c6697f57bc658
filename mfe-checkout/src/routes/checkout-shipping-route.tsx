import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { CheckoutSteps, useStepProgress } from '../features/checkout-steps/checkout-steps';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** Checkout step 1 `/checkout/shipping`: delivery or click and collect, and the address. */
export default function CheckoutShippingRoute() {
  const intl = useIntl();
  const progress = useStepProgress('shipping');
  const title = intl.formatMessage(messages.shippingTitle);
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
      <CheckoutSteps current="shipping" />
      <PageHeading eyebrow={progress} title={title} intro={intl.formatMessage(messages.shippingIntro)} />
      <EmptyState
        icon="truck"
        title={intl.formatMessage(messages.nothingToCheckOutTitle)}
        message={intl.formatMessage(messages.nothingToCheckOutBody)}
        actions={<ButtonLink to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</ButtonLink>}
      />
    </div>
  );
}
