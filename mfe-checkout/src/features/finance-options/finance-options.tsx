import { localisePath, paths, useBagSummary, useLocale, useMarket } from '@storefront/contracts';
import { useFormatMoney } from '@storefront/i18n';
import { Alert, Button, ButtonLink, Spinner } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fetchFinancePlans, type FinancePlan } from './finance-options-api';
import { financeOptionsMessages as messages } from './finance-options-messages';
import './finance-options.css';

/** The purchase the plans are shown for when the bag is empty or too small for any plan. */
const EXAMPLE_CENTS = 150_000;
/** Plans change with the provider's terms, not while a shopper reads them. */
const PLANS_FRESH_MS = 5 * 60_000;
/** The smallest purchase any plan takes (the API says which plans each amount gets; this only picks the example). */
const SMALLEST_PLAN_CENTS = 20_000;

/** The plans for an amount (Canada only: `enabled`); asked again only for another amount. */
function usePlans(amountCents: number, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['checkout', 'finance-plans', locale, amountCents],
    queryFn: ({ signal }) => fetchFinancePlans(amountCents, signal),
    enabled,
    staleTime: PLANS_FRESH_MS,
  });
}

function PlanCard({ plan, currency }: { plan: FinancePlan; currency: string }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const payments =
    plan.type === 'monthly' && plan.monthlyCents !== null
      ? intl.formatMessage(messages.monthlyPayments, {
          amount: money(plan.monthlyCents, currency),
          term: plan.termMonths,
        })
      : intl.formatMessage(messages.singlePayment, {
          amount: money(plan.singlePaymentCents ?? plan.totalCents, currency),
          term: plan.termMonths,
        });
  return (
    <li className="sf-finance-plan" data-offered={plan.offered}>
      <p className="sf-finance-plan__type">
        {intl.formatMessage(plan.type === 'monthly' ? messages.monthlyPlan : messages.singlePlan)}
      </p>
      <h3 className="sf-finance-plan__name">{plan.name}</h3>
      {plan.offered ? (
        <dl className="sf-finance-plan__terms">
          <div>
            <dt>{intl.formatMessage(messages.payments)}</dt>
            <dd>{payments}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.interest)}</dt>
            <dd>
              {intl.formatNumber(plan.promotionalInterestPercent / 100, {
                style: 'percent',
                maximumFractionDigits: 2,
              })}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.total)}</dt>
            <dd>{money(plan.totalCents, currency)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.minimum)}</dt>
            <dd>{money(plan.minCents, currency)}</dd>
          </div>
        </dl>
      ) : (
        <p className="sf-finance-plan__minimum">
          {intl.formatMessage(messages.notOffered, { amount: money(plan.minCents, currency) })}
        </p>
      )}
    </li>
  );
}

/**
 * `/finance-options`: what finance is, how applying works, and the provider's plans from the API with their
 * payments for the bag's amount (or an example purchase); the way to apply. Outside Canada, where to pay instead.
 */
export function FinanceOptions({ applyLabel }: { applyLabel: string }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const market = useMarket();
  const bag = useBagSummary();
  const inCanada = market === 'CA';
  const fromBag = bag.currency === 'CAD' && bag.subtotalCents >= SMALLEST_PLAN_CENTS;
  const amountCents = fromBag ? bag.subtotalCents : EXAMPLE_CENTS;
  const plans = usePlans(amountCents, inCanada);

  if (!inCanada) {
    return (
      <section className="sf-finance-options sf-stack" aria-labelledby="sf-finance-canada">
        <h2 id="sf-finance-canada" className="sf-finance-options__heading">
          {intl.formatMessage(messages.canadaOnlyTitle)}
        </h2>
        <p className="sf-finance-options__prose">{intl.formatMessage(messages.canadaOnlyBody)}</p>
        <div className="sf-cluster">
          <ButtonLink variant="secondary" to={localisePath(paths.bag())}>
            {intl.formatMessage(messages.goToBag)}
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <div className="sf-finance-options sf-stack sf-stack--lg">
      <section className="sf-stack" aria-labelledby="sf-finance-what">
        <h2 id="sf-finance-what" className="sf-finance-options__heading">
          {intl.formatMessage(messages.whatTitle)}
        </h2>
        <p className="sf-finance-options__prose">{intl.formatMessage(messages.whatBody)}</p>
      </section>

      <section className="sf-stack" aria-labelledby="sf-finance-how">
        <h2 id="sf-finance-how" className="sf-finance-options__heading">
          {intl.formatMessage(messages.howTitle)}
        </h2>
        <ol className="sf-finance-options__steps">
          <li>{intl.formatMessage(messages.howStepBag)}</li>
          <li>{intl.formatMessage(messages.howStepApply)}</li>
          <li>{intl.formatMessage(messages.howStepPlace)}</li>
        </ol>
      </section>

      <section className="sf-stack" aria-labelledby="sf-finance-plans">
        <h2 id="sf-finance-plans" className="sf-finance-options__heading">
          {intl.formatMessage(messages.plansTitle)}
        </h2>
        {plans.isFetching && !plans.isSuccess ? <Spinner label={intl.formatMessage(messages.loading)} /> : null}
        {plans.isError && !plans.isFetching ? (
          <Alert
            variant="error"
            action={
              <Button size="sm" variant="secondary" onClick={() => void plans.refetch()}>
                {intl.formatMessage(messages.tryAgain)}
              </Button>
            }
          >
            {intl.formatMessage(messages.loadFailed)}
          </Alert>
        ) : null}
        {plans.isSuccess ? (
          <>
            <p className="sf-finance-options__prose">
              {intl.formatMessage(fromBag ? messages.plansExampleBag : messages.plansExample, {
                amount: money(plans.data.amountCents, plans.data.currency),
              })}
            </p>
            <ul className="sf-finance-options__plans">
              {plans.data.plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} currency={plans.data.currency} />
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <div className="sf-cluster">
        <ButtonLink to={localisePath(paths.financingApplication())}>{applyLabel}</ButtonLink>
        {bag.itemCount === 0 ? null : (
          <ButtonLink variant="secondary" to={localisePath(paths.bag())}>
            {intl.formatMessage(messages.goToBag)}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
