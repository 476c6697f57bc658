import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { CheckoutSteps, useStepProgress } from '../features/checkout-steps/checkout-steps';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** Checkout step 2 `/checkout/billing`: billing address and payment method. */
export default function CheckoutBillingRoute() {
  const intl = useIntl();
  const progress = useStepProgress('billing');
  const title = intl.formatMessage(messages.billingTitle);
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
      <CheckoutSteps current="billing" />
      <PageHeading eyebrow={progress} title={title} intro={intl.formatMessage(messages.billingIntro)} />
      <EmptyState
        icon="lock"
        title={intl.formatMessage(messages.nothingToCheckOutTitle)}
        message={intl.formatMessage(messages.nothingToCheckOutBody)}
        actions={<ButtonLink to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</ButtonLink>}
      />
    </div>
  );
}
