import '../account.css';
import { localisePath, paths, useMarket } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { OrderLookupForm } from '../features/order-lookup/order-lookup-form';
import { accountRouteMessages as messages } from './account-route-messages';

/** Guest order lookup `/order-lookup`: an order found by its number and billing postcode, without signing in. */
export default function OrderLookupRoute() {
  const intl = useIntl();
  const market = useMarket();
  const title = intl.formatMessage(messages.orderLookupTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.orderLookupIntro, { market })}
    >
      <OrderLookupForm />
    </PageFrame>
  );
}
