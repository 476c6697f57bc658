import type { CheckoutState } from '@storefront/api-schemas';
import { localisePath, navigateSafely, paths } from '@storefront/contracts';
import { isHttpClientError, ProblemError } from '@storefront/http';
import { Alert, Button, ButtonLink, RadioGroup } from '@storefront/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useFormatMoney } from '@storefront/i18n';
import { GiftCards } from './gift-cards';
import { openPaymentSession } from './payment-api';
import { readPaymentMethod, rememberPaymentMethod, type PaymentMethod } from './payment-choice-storage';
import { paymentMessages as messages } from './payment-messages';
import { outcomeMessage, type PaymentOutcome } from './payment-outcomes';
import './payment.css';

/** Pay in 4: four fortnightly instalments through the provider (AU and NZ). */
const BNPL_INSTALMENTS = 4;

/** How the order is paid when no provider page is needed: gift cards cover it, or a financing approval. */
export type PayWithoutProvider = { kind: 'gift-cards' } | { kind: 'financing' };

export interface PaymentSectionProps {
  checkout: CheckoutState;
  onCheckoutChange: (checkout: CheckoutState) => void;
  /** Why the shopper is back from the provider or from placing the order (`?payment=`), shown at the top. */
  outcome?: PaymentOutcome | null;
  /** The order was not placed after the provider took the money, and the API refunded it (`?refunded=1`). */
  paymentRefunded?: boolean;
  /**
   * Called first when the shopper places the order (the billing address is saved then): resolves to the checkout as
   * saved, or null to stop (the billing section shows what to fix).
   */
  beforePay?: () => Promise<CheckoutState | null>;
  /** Gift cards or financing pay: the route goes on to place the order. */
  onPayWithoutProvider: (payment: PayWithoutProvider) => void;
  /** Sends the browser to the provider's hosted page (tests replace it). */
  redirect?: (url: string) => void;
}

const sessionProblems: Record<string, MessageDescriptor> = {
  BNPL_UNAVAILABLE: messages.outcomeBnplUnavailable,
  PAYMENT_PROVIDER_ERROR: messages.outcomeProviderError,
  INSUFFICIENT_STOCK: messages.outcomeStock,
  CART_UPDATED: messages.outcomeCartUpdated,
};

/**
 * Nothing on the page names the provider's origin (only the API knows it): the address our own API hands over is
 * followed only to a secure origin (`https:`, or `http:` on a loopback host like the local stand-in), never with
 * userinfo or another scheme. Anything else comes back to billing with the provider-error message.
 */
function defaultRedirect(url: string) {
  const fallback = `${localisePath(paths.checkoutBilling())}?payment=provider-error`;
  navigateSafely(url, { fallback, allowSecureExternal: true });
}

/**
 * The billing step's payment: gift cards, then how to pay what they leave (card on the provider's secure page; pay in
 * 4 in AU and NZ; Flexiti financing in Canada, applied for on its own page), and the Place order button, busy while
 * it works so a double press does nothing more.
 */
export function PaymentSection({
  checkout,
  onCheckoutChange,
  outcome = null,
  paymentRefunded = false,
  beforePay,
  onPayWithoutProvider,
  redirect = defaultRedirect,
}: PaymentSectionProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const headingId = useId();
  const { summary, market } = checkout;
  const remaining = summary.remainingCents;
  const covered = summary.noAdditionalPaymentRequired;
  const bnplEligible = checkout.lines.every((line) => line.bnplEligible !== false);
  const methods: PaymentMethod[] = market === 'CA' ? ['card', 'financing'] : ['card', 'bnpl'];
  // The financing approval kept with the checkout on the server (for exactly what is left to pay), if any.
  const approval = market === 'CA' ? (checkout.financingApproval ?? null) : null;
  const [method, setMethod] = useState<PaymentMethod>(() => {
    // Back from an approved application (or reloaded after it), financing is the way to pay.
    if (approval) return 'financing';
    const kept = readPaymentMethod();
    return kept && methods.includes(kept) && (kept !== 'bnpl' || bnplEligible) ? kept : 'card';
  });
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const m = (cents: number) => money(cents, summary.currency);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const missingDetails = checkout.missing.some((step) => step !== 'billing');

  const choose = (value: string) => {
    const next = value as PaymentMethod;
    setMethod(next);
    rememberPaymentMethod(next);
    setProblem(null);
  };

  const placeOrder = async () => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    setProblem(null);
    let leaving = false;
    try {
      const saved = beforePay ? await beforePay() : checkout;
      if (!saved) return;
      if (saved.summary.noAdditionalPaymentRequired) {
        leaving = true;
        onPayWithoutProvider({ kind: 'gift-cards' });
        return;
      }
      if (method === 'financing') {
        if (!approval) return;
        leaving = true;
        onPayWithoutProvider({ kind: 'financing' });
        return;
      }
      rememberPaymentMethod(method);
      const session = await openPaymentSession(method === 'bnpl' ? 'bnpl' : 'card');
      leaving = true;
      redirect(session.redirectUrl);
    } catch (error) {
      if (error instanceof ProblemError && error.code === 'NO_ADDITIONAL_PAYMENT_REQUIRED') {
        leaving = true;
        onPayWithoutProvider({ kind: 'gift-cards' });
        return;
      }
      const known = error instanceof ProblemError && error.code ? sessionProblems[error.code] : undefined;
      if (!known && !isHttpClientError(error)) console.error(error);
      setProblem(known ?? messages.outcomeError);
    } finally {
      // While the browser leaves for the provider (or the next step) the button stays busy: no second press.
      if (!leaving) {
        working.current = false;
        setBusy(false);
      }
    }
  };

  const methodOptions = methods.map((value) => {
    if (value === 'bnpl') {
      return {
        value,
        label: intl.formatMessage(messages.methodBnpl),
        hint: bnplEligible
          ? intl.formatMessage(messages.methodBnplHint, {
              instalments: BNPL_INSTALMENTS,
              amount: m(Math.ceil(remaining / BNPL_INSTALMENTS)),
            })
          : intl.formatMessage(messages.methodBnplUnavailable),
        disabled: !bnplEligible,
      };
    }
    if (value === 'financing') {
      return { value, label: intl.formatMessage(messages.methodFinancing) };
    }
    return { value, label: intl.formatMessage(messages.methodCard), hint: intl.formatMessage(messages.methodCardHint) };
  });

  const financingWithoutApproval = !covered && method === 'financing' && !approval;

  return (
    <section className="sf-checkout-panel checkout-payment" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-checkout-panel__heading">
        {intl.formatMessage(messages.heading)}
      </h2>
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} className="checkout-payment__outcome">
          <Alert
            variant="error"
            action={
              outcome === 'stock' || outcome === 'cart-updated' ? (
                <ButtonLink to={localisePath(paths.bag())} variant="secondary" size="sm">
                  {intl.formatMessage(messages.reviewBag)}
                </ButtonLink>
              ) : undefined
            }
          >
            {intl.formatMessage(outcomeMessage(outcome, method))}
            {paymentRefunded ? (
              <p className="checkout-payment__refunded">{intl.formatMessage(messages.paymentRefunded)}</p>
            ) : null}
          </Alert>
        </div>
      ) : null}
      {missingDetails ? (
        <Alert
          variant="warning"
          action={
            <ButtonLink to={localisePath(paths.checkoutShipping())} variant="secondary" size="sm">
              {intl.formatMessage(messages.goToShipping)}
            </ButtonLink>
          }
        >
          {intl.formatMessage(messages.finishShipping)}
        </Alert>
      ) : null}

      <GiftCards checkout={checkout} onCheckoutChange={onCheckoutChange} />

      {covered ? null : (
        <div className="checkout-payment__methods">
          <p className="checkout-payment__remaining">
            {intl.formatMessage(messages.remainingToPay, { amount: m(remaining) })}
          </p>
          <RadioGroup
            name="paymentMethod"
            legend={intl.formatMessage(messages.methodLegend)}
            options={methodOptions}
            value={method}
            onChange={choose}
          />
          {method === 'financing' ? (
            approval ? (
              <Alert variant="success" title={intl.formatMessage(messages.financingApprovedTitle)}>
                <p>
                  {intl.formatMessage(messages.financingApprovedPlan, {
                    plan: approval.plan.name,
                    amount: m(approval.amountCents),
                  })}{' '}
                  {approval.plan.monthlyCents !== null
                    ? intl.formatMessage(messages.financingMonthly, {
                        monthly: m(approval.plan.monthlyCents),
                        months: approval.plan.termMonths,
                      })
                    : null}
                </p>
                <p>
                  <ButtonLink to={localisePath(paths.financingApplication())} variant="link" size="sm">
                    {intl.formatMessage(messages.financingChangePlan)}
                  </ButtonLink>
                </p>
              </Alert>
            ) : (
              <p className="checkout-payment__note">{intl.formatMessage(messages.financingApply)}</p>
            )
          ) : null}
        </div>
      )}

      {problem ? (
        <Alert
          variant="error"
          action={
            problem === messages.outcomeStock || problem === messages.outcomeCartUpdated ? (
              <ButtonLink to={localisePath(paths.bag())} variant="secondary" size="sm">
                {intl.formatMessage(messages.reviewBag)}
              </ButtonLink>
            ) : undefined
          }
        >
          {intl.formatMessage(problem)}
        </Alert>
      ) : null}

      <div className="checkout-payment__actions">
        {financingWithoutApproval ? (
          <ButtonLink to={localisePath(paths.financingApplication())} size="lg" fullWidth>
            {intl.formatMessage(messages.applyForFinancing)}
          </ButtonLink>
        ) : (
          <Button size="lg" fullWidth busy={busy} disabled={missingDetails} onClick={() => void placeOrder()}>
            {intl.formatMessage(messages.placeOrder)}
          </Button>
        )}
        <p className="checkout-payment__note">{intl.formatMessage(messages.placeOrderNote)}</p>
      </div>
    </section>
  );
}
