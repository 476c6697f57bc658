import { useMarket } from '@storefront/contracts';
import { Alert, Button, TextField } from '@storefront/ui';
import { useValidatedForm } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { throttleWaitMessage } from '../../lib/throttle-wait';
import { lookUpOrder, lookupProblemOf, type LookupAnswer, type LookupProblem } from './order-lookup-api';
import { orderLookupMessages as messages } from './order-lookup-messages';
import { orderLookupSchema } from './order-lookup-schemas';

const fields = ['orderNumber', 'billingPostcode'] as const;

function ProblemAlert({ problem }: { problem: LookupProblem }) {
  const intl = useIntl();
  switch (problem.kind) {
    case 'mismatch':
      return (
        <Alert variant="error" title={intl.formatMessage(messages.mismatchTitle)}>
          {intl.formatMessage(messages.mismatch)}
        </Alert>
      );
    case 'throttled':
      return (
        <Alert variant="error" title={intl.formatMessage(messages.throttledTitle)}>
          {throttleWaitMessage(intl, problem.retryAfterSeconds)}
        </Alert>
      );
    case 'failed':
      return <Alert variant="error">{intl.formatMessage(messages.failed)}</Alert>;
  }
}

/**
 * Guest order lookup by order number and billing postcode (the market's rule), checked here and then by the API. A
 * mismatch or the throttle's wait shows above the form and takes focus; what was typed stays.
 */
export function OrderLookupForm({
  notice,
  onFound,
}: {
  /** Shown above the form (the looked-up order has closed). */
  notice?: string | undefined;
  onFound: (found: LookupAnswer) => void;
}) {
  const intl = useIntl();
  const market = useMarket();
  const schema = useMemo(() => orderLookupSchema(market), [market]);
  const [problem, setProblem] = useState<LookupProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const mutation = useMutation({ mutationFn: lookUpOrder });
  const form = useValidatedForm({
    schema,
    fields,
    onValid: async (input) => {
      setProblem(null);
      onFound(await mutation.mutateAsync(input));
    },
    onFailure: (error, shownOnFields) => {
      if (!shownOnFields) setProblem(lookupProblemOf(error));
    },
  });

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  return (
    <form
      noValidate
      ref={form.ref}
      onSubmit={form.onSubmit}
      className="sf-account-form sf-stack"
      aria-busy={form.pending}
    >
      {problem ? (
        <div ref={problemRef} tabIndex={-1} className="sf-account-form__problem">
          <ProblemAlert problem={problem} />
        </div>
      ) : notice ? (
        <Alert variant="info">{notice}</Alert>
      ) : null}
      <TextField
        name="orderNumber"
        label={intl.formatMessage(messages.orderNumberLabel)}
        hint={intl.formatMessage(messages.orderNumberHint)}
        error={form.errorOf('orderNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <TextField
        name="billingPostcode"
        label={intl.formatMessage(messages.postcodeLabel, { market })}
        error={form.errorOf('billingPostcode')}
        autoComplete="billing postal-code"
        required
      />
      <div>
        <Button type="submit" busy={form.pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
