import { localisePath, paths } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { Alert, Button, RadioGroup, TextField } from '@storefront/ui';
import { dateOfBirthMessages, useValidatedForm } from '@storefront/validation';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  applyForFinancing,
  financingFailureOf,
  lookUpFinancing,
  type FinancingFailure,
} from './financing-application-api';
import { financingApplicationMessages as messages } from './financing-application-messages';
import {
  financingAccountSchema,
  financingPlanChoiceSchema,
  type FinancingAccountInput,
  type FinancingLookup,
  type FinancingPlan,
} from './financing-application-schemas';

const accountFields = ['cardNumber', 'dateOfBirth'] as const;
const planFields = ['planId'] as const;
/** The form's own messages and the shared date-of-birth rule's (not among `validationMessages`). */
const formMessages = {
  ...messages,
  dateOfBirthRequired: dateOfBirthMessages.required,
  dateOfBirthInvalid: dateOfBirthMessages.invalid,
};

/** What stops the application, as the page explains it. */
type Problem =
  FinancingFailure | { kind: 'no-plan' } | { kind: 'credit-limit'; limitCents?: number | null | undefined };

interface FinancingApplicationFormProps {
  /** What is left to pay (after gift cards), in cents of `currency`. */
  amountCents: number;
  currency: string;
}

/** A plan's terms in words: monthly amount and term, or the single payment and when it is due; interest; total. */
export function planDetail(intl: IntlShape, plan: FinancingPlan, currency: string): string {
  const interest = intl.formatNumber(plan.promotionalInterestPercent / 100, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  if (plan.type === 'monthly' && plan.monthlyCents !== null) {
    return intl.formatMessage(messages.planMonthlyDetail, {
      monthly: formatMoney(plan.monthlyCents, currency, intl.locale),
      term: plan.termMonths,
      interest,
      total: formatMoney(plan.totalCents, currency, intl.locale),
    });
  }
  return intl.formatMessage(messages.planSingleDetail, {
    amount: formatMoney(plan.singlePaymentCents ?? plan.totalCents, currency, intl.locale),
    term: plan.termMonths,
    interest,
  });
}

function problemMessage(intl: IntlShape, problem: Problem, currency: string): string {
  switch (problem.kind) {
    case 'not-found':
      return intl.formatMessage(messages.accountNotFound);
    case 'inactive':
      return intl.formatMessage(messages.accountInactive);
    case 'credit-limit':
      return 'limitCents' in problem && typeof problem.limitCents === 'number'
        ? intl.formatMessage(messages.creditLimitExceededWithLimit, {
            limit: formatMoney(problem.limitCents, currency, intl.locale),
          })
        : intl.formatMessage(messages.creditLimitExceeded);
    case 'no-plan':
      return intl.formatMessage(messages.noPlanForAmount);
    case 'plan-unavailable':
      return intl.formatMessage(messages.planUnavailable);
    case 'not-in-market':
      return intl.formatMessage(messages.canadaOnlyTitle);
    case 'throttled': {
      const seconds = problem.retryAfterSeconds;
      if (seconds === undefined) return intl.formatMessage(messages.tooManyAttemptsMinutes, { minutes: 1 });
      return seconds < 120
        ? intl.formatMessage(messages.tooManyAttemptsSeconds, { seconds: Math.ceil(seconds) })
        : intl.formatMessage(messages.tooManyAttemptsMinutes, { minutes: Math.ceil(seconds / 60) });
    }
    default:
      return intl.formatMessage(messages.somethingWentWrong);
  }
}

/** Why a found account cannot be used for this amount, or null when it can. */
function problemOfLookup(lookup: FinancingLookup): Problem | null {
  if (lookup.canContinue && lookup.plans.length > 0) return null;
  switch (lookup.reason) {
    case 'inactive':
      return { kind: 'inactive' };
    case 'credit_limit_exceeded':
      return { kind: 'credit-limit', limitCents: lookup.creditLimitCents };
    default:
      return lookup.status === 'inactive' ? { kind: 'inactive' } : { kind: 'no-plan' };
  }
}

/**
 * The financing application (Canada): the finance card number (VCC) and date of birth find the account and its plans
 * for the amount; the shopper chooses a plan and applies; the approval is kept for placing the order on billing.
 * What the shopper typed stays on every error.
 */
export function FinancingApplicationForm({ amountCents, currency }: FinancingApplicationFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [cardNumber, setCardNumber] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [planId, setPlanId] = useState('');
  const [found, setFound] = useState<{ account: FinancingAccountInput; lookup: FinancingLookup } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [approvedPlan, setApprovedPlan] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  // While a plan is being applied for, the account cannot be looked up again (each form guards its own submits).
  const applying = useRef(false);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  /** A refusal without field errors of ours is explained above the plans (field errors are on their fields). */
  const refused = (error: unknown, shownOnFields: boolean) => {
    if (!shownOnFields) setProblem(financingFailureOf(error));
  };

  const accountForm = useValidatedForm({
    schema: financingAccountSchema,
    fields: accountFields,
    messages: formMessages,
    onValid: async (account) => {
      if (applying.current) return;
      setProblem(null);
      setFound(null);
      setPlanId('');
      const lookup = await lookUpFinancing(account, amountCents);
      const blocker = problemOfLookup(lookup);
      if (blocker) setProblem(blocker);
      else setFound({ account, lookup });
    },
    onFailure: refused,
  });
  const planForm = useValidatedForm({
    schema: financingPlanChoiceSchema,
    fields: planFields,
    messages,
    onValid: async ({ planId: chosen }) => {
      if (!found) return;
      setProblem(null);
      applying.current = true;
      try {
        const approval = await applyForFinancing(found.account, chosen, amountCents);
        setApprovedPlan(approval.plan.name);
        await navigate(localisePath(paths.checkoutBilling()));
      } finally {
        applying.current = false;
      }
    },
    onFailure: refused,
  });

  /** A changed card or date of birth is another account: its plans must be looked up again. */
  const accountChanged = () => {
    if (found) {
      setFound(null);
      setPlanId('');
    }
  };

  return (
    <div className="sf-financing sf-stack sf-stack--lg">
      <form
        noValidate
        onSubmit={accountForm.onSubmit}
        className="sf-checkout-form sf-stack"
        aria-busy={accountForm.pending}
      >
        <TextField
          name="cardNumber"
          label={intl.formatMessage(messages.cardNumberLabel)}
          hint={intl.formatMessage(messages.cardNumberHint)}
          error={accountForm.errorOf('cardNumber')}
          value={cardNumber}
          onChange={(event) => {
            setCardNumber(event.target.value);
            accountChanged();
          }}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={23}
          required
        />
        <TextField
          name="dateOfBirth"
          label={intl.formatMessage(messages.dateOfBirthLabel)}
          hint={intl.formatMessage(messages.dateOfBirthHint)}
          error={accountForm.errorOf('dateOfBirth')}
          value={dateOfBirth}
          onChange={(event) => {
            setDateOfBirth(event.target.value);
            accountChanged();
          }}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          required
        />
        <div>
          <Button type="submit" variant={found ? 'secondary' : 'primary'} busy={accountForm.pending}>
            {intl.formatMessage(messages.findAccount)}
          </Button>
        </div>
      </form>

      <div ref={problemRef} tabIndex={-1} className="sf-financing__problem">
        {problem ? (
          <Alert variant="error" title={intl.formatMessage(messages.errorTitle)}>
            {problemMessage(intl, problem, currency)}
          </Alert>
        ) : null}
      </div>

      {found ? (
        <form noValidate onSubmit={planForm.onSubmit} className="sf-financing__plans sf-stack">
          <Alert variant="success">
            {intl.formatMessage(messages.accountFound, { last4: found.lookup.cardLast4 })}
          </Alert>
          <RadioGroup
            name="planId"
            legend={intl.formatMessage(messages.planLegend)}
            value={planId}
            onChange={setPlanId}
            error={planForm.errorOf('planId')}
            required
            options={found.lookup.plans.map((plan) => ({
              value: plan.id,
              label: plan.name,
              hint: planDetail(intl, plan, currency),
            }))}
          />
          <div>
            <Button type="submit" busy={planForm.pending}>
              {intl.formatMessage(messages.apply)}
            </Button>
          </div>
        </form>
      ) : null}

      <div role="status" className="sf-visually-hidden">
        {approvedPlan ? intl.formatMessage(messages.approved, { plan: approvedPlan }) : null}
      </div>
    </div>
  );
}
