import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { FinanceOptions } from '../features/finance-options/finance-options';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** Finance options `/finance-options`: what finance is, the provider's plans and how to apply. */
export default function FinanceOptionsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.financeTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.financeIntro)}
    >
      <FinanceOptions applyLabel={intl.formatMessage(messages.financeApply)} />
    </PageFrame>
  );
}
