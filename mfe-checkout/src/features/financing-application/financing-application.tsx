import { localisePath, paths, useLocale, useMarket } from '@storefront/contracts';
import { useFormatMoney } from '@storefront/i18n';
import { Alert, Button, ButtonLink, EmptyState, Spinner } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fetchAmountToFinance } from './financing-application-api';
import { FinancingApplicationForm } from './financing-application-form';
import { financingApplicationMessages as messages } from './financing-application-messages';
import './financing-application.css';

/** The amount left to pay on the checkout, asked afresh on every visit and again on "Try again". */
function useAmountToFinance(enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['checkout', 'amount-to-finance', locale],
    queryFn: ({ signal }) => fetchAmountToFinance(signal),
    enabled,
    gcTime: 0,
  });
}

/**
 * `/finance-options/flexiti-apply`: in Canada, the amount left to pay on the checkout and the application form; in
 * other markets, or with nothing to pay, a clear message with a way back.
 */
export function FinancingApplication() {
  const intl = useIntl();
  const money = useFormatMoney();
  const market = useMarket();
  const inCanada = market === 'CA';
  const amount = useAmountToFinance(inCanada);

  const backToBilling = (
    <ButtonLink to={localisePath(paths.checkoutBilling())}>{intl.formatMessage(messages.backToBilling)}</ButtonLink>
  );
  const goToBag = (
    <ButtonLink variant="secondary" to={localisePath(paths.bag())}>
      {intl.formatMessage(messages.goToBag)}
    </ButtonLink>
  );

  if (!inCanada) {
    return (
      <EmptyState
        icon="info"
        title={intl.formatMessage(messages.canadaOnlyTitle)}
        message={intl.formatMessage(messages.canadaOnlyBody)}
        actions={
          <>
            {backToBilling}
            {goToBag}
          </>
        }
      />
    );
  }
  if (amount.isError && !amount.isFetching) {
    return (
      <Alert
        variant="error"
        action={
          <Button size="sm" variant="secondary" onClick={() => void amount.refetch()}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        }
      >
        {intl.formatMessage(messages.loadFailed)}
      </Alert>
    );
  }
  if (!amount.isSuccess) return <Spinner label={intl.formatMessage(messages.loading)} />;
  if (!amount.data.hasLines) {
    return (
      <EmptyState
        icon="bag"
        title={intl.formatMessage(messages.nothingToFinanceTitle)}
        message={intl.formatMessage(messages.nothingToFinanceBody)}
        actions={goToBag}
      />
    );
  }
  if (amount.data.amountCents === 0) {
    return (
      <EmptyState
        icon="check"
        title={intl.formatMessage(messages.coveredTitle)}
        message={intl.formatMessage(messages.coveredBody)}
        actions={backToBilling}
      />
    );
  }

  const { approval } = amount.data;
  return (
    <div className="sf-stack sf-stack--lg">
      <p className="sf-financing__amount">
        <span className="sf-financing__amount-label">{intl.formatMessage(messages.amountLabel)}</span>{' '}
        <strong className="sf-financing__amount-value">{money(amount.data.amountCents, amount.data.currency)}</strong>
      </p>
      {approval ? (
        <Alert variant="info" action={backToBilling}>
          {intl.formatMessage(messages.alreadyApproved, { plan: approval.plan.name })}
        </Alert>
      ) : null}
      <FinancingApplicationForm amountCents={amount.data.amountCents} currency={amount.data.currency} />
    </div>
  );
}
