import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { BagPage } from './bag-page';
import { paymentRefundedOf } from '../features/payment/payment-outcomes';
import { PaymentRefundedNotice } from '../features/payment/payment-refunded-notice';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/**
 * The bag `/my-bag`: what the shopper is about to buy, saved for later, the order summary and the way to checkout;
 * after an order refused because the bag emptied, whether its payment was refunded.
 */
export default function BagRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.bagTitle);
  const [search] = useSearchParams();
  return (
    <div className="sf-page sf-container sf-container--wide">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} />
      {paymentRefundedOf(search) ? <PaymentRefundedNotice /> : null}
      <BagPage />
    </div>
  );
}
