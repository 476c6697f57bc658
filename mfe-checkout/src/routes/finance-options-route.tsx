import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

/** Finance options `/finance-options`: the buy-now-pay-later plans and how to apply. */
export default function FinanceOptionsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.financeTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} intro={intl.formatMessage(messages.financeIntro)} />
      <EmptyState
        icon="calendar"
        title={intl.formatMessage(messages.financePlansTitle)}
        message={intl.formatMessage(messages.financePlansBody)}
        actions={
          <ButtonLink to={localisePath(paths.financingApplication())}>
            {intl.formatMessage(messages.financeApply)}
          </ButtonLink>
        }
      />
    </div>
  );
}
