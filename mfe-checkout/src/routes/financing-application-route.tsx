import '../checkout.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { FinancingApplication } from '../features/financing-application/financing-application';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** The financing application `/finance-options/flexiti-apply`: card number, date of birth and plan choice. */
export default function FinancingApplicationRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.financingTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: intl.formatMessage(messages.financeTitle), to: localisePath(paths.financeOptions()) },
        { label: title },
      ]}
      intro={intl.formatMessage(messages.financingIntro)}
    >
      <FinancingApplication />
    </PageFrame>
  );
}
