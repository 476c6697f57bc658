import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { FinancingApplication } from '../features/financing-application/financing-application';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** The financing application `/finance-options/flexiti-apply`: card number, date of birth and plan choice. */
export default function FinancingApplicationRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.financingTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
          { label: intl.formatMessage(messages.financeTitle), to: localisePath(paths.financeOptions()) },
          { label: title },
        ]}
      />
      <PageHeading title={title} intro={intl.formatMessage(messages.financingIntro)} />
      <FinancingApplication />
    </div>
  );
}
