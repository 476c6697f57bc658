import { localisePath, paths, useMarket } from '@storefront/contracts';
import { Alert, Button, ButtonLink, EmptyState, Spinner } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { readFinancingApproval } from '../../lib/financing-approval';
import { fetchAmountToFinance } from './financing-application-api';
import { FinancingApplicationForm } from './financing-application-form';
import { financingApplicationMessages as messages } from './financing-application-messages';
import './financing-application.css';

type AmountState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; amountCents: number; currency: string; hasLines: boolean };

/** The amount left to pay on the checkout, loaded once and again on "Try again". */
function useAmountToFinance(enabled: boolean) {
  const [state, setState] = useState<AmountState>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setState({ status: 'pending' });
    fetchAmountToFinance(controller.signal).then(
      (amount) => setState({ status: 'success', ...amount }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

/**
 * `/finance-options/flexiti-apply`: in Canada, the amount left to pay on the checkout and the application form; in
 * other markets, or with nothing to pay, a clear message with a way back.
 */
export function FinancingApplication() {
  const intl = useIntl();
  const market = useMarket();
  const inCanada = market === 'CA';
  const { state, retry } = useAmountToFinance(inCanada);

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
  if (state.status === 'pending') return <Spinner label={intl.formatMessage(messages.loading)} />;
  if (state.status === 'error') {
    return (
      <Alert
        variant="error"
        action={
          <Button size="sm" variant="secondary" onClick={retry}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        }
      >
        {intl.formatMessage(messages.loadFailed)}
      </Alert>
    );
  }
  if (!state.hasLines) {
    return (
      <EmptyState
        icon="bag"
        title={intl.formatMessage(messages.nothingToFinanceTitle)}
        message={intl.formatMessage(messages.nothingToFinanceBody)}
        actions={goToBag}
      />
    );
  }
  if (state.amountCents === 0) {
    return (
      <EmptyState
        icon="check"
        title={intl.formatMessage(messages.coveredTitle)}
        message={intl.formatMessage(messages.coveredBody)}
        actions={backToBilling}
      />
    );
  }

  const approval = readFinancingApproval({ amountCents: state.amountCents, currency: state.currency });
  return (
    <div className="sf-stack sf-stack--lg">
      <p className="sf-financing__amount">
        <span className="sf-financing__amount-label">{intl.formatMessage(messages.amountLabel)}</span>{' '}
        <strong className="sf-financing__amount-value">
          {intl.formatNumber(state.amountCents / 100, { style: 'currency', currency: state.currency })}
        </strong>
      </p>
      {approval ? (
        <Alert variant="info" action={backToBilling}>
          {intl.formatMessage(messages.alreadyApproved, { plan: approval.plan.name })}
        </Alert>
      ) : null}
      <FinancingApplicationForm amountCents={state.amountCents} currency={state.currency} />
    </div>
  );
}
