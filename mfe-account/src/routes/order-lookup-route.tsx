import '../account.css';
import { localisePath, paths, useMarket } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { OrderLookupForm } from '../features/order-lookup/order-lookup-form';
import { accountRouteMessages as messages } from './account-route-messages';

/** Guest order lookup `/order-lookup`: an order found by its number and billing postcode, without signing in. */
export default function OrderLookupRoute() {
  const intl = useIntl();
  const market = useMarket();
  const title = intl.formatMessage(messages.orderLookupTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} intro={intl.formatMessage(messages.orderLookupIntro, { market })} />
      <OrderLookupForm />
    </div>
  );
}
