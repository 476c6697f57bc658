import { localisePath, paths } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { Alert } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { carePlanProblemOf } from './care-plan-offer';
import { completeCarePlanPurchase, memberOrderKey } from './order-details-api';
import { orderDetailsMessages as messages } from './order-details-messages';

/**
 * The way back from the provider's page (`?carePlan=paid|cancelled&session=…`): a paid session becomes the line's
 * care plan (sending it again is harmless: the API answers the same plans), and the member is told how it went.
 */
export function CarePlanReturn({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const outcome = search.get('carePlan');
  const session = search.get('session');
  const complete = useMutation({
    mutationFn: (paymentSessionId: string) => completeCarePlanPurchase(orderNumber, paymentSessionId),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: memberOrderKey(orderNumber) }),
        client.invalidateQueries({ queryKey: ['account', 'care-plan', orderNumber] }),
      ]),
  });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (outcome !== 'paid' || !session || sent.current === session) return;
    sent.current = session;
    complete.mutate(session, {
      // The address keeps no payment reference once it has been used: a reload shows the order as it is now.
      onSettled: () => setSearch({}, { replace: true }),
    });
  }, [outcome, session, complete, setSearch]);

  if (outcome === 'cancelled') {
    return <Alert variant="info">{intl.formatMessage(messages.carePlanCancelled)}</Alert>;
  }
  if (complete.isPending) {
    return (
      <p role="status" className="sf-care-plan-return__busy">
        {intl.formatMessage(messages.carePlanCompleting)}
      </p>
    );
  }
  if (complete.isSuccess) {
    const plan = complete.data.carePlans[0];
    return (
      <Alert variant="success" title={intl.formatMessage(messages.carePlanPaidTitle)}>
        {plan ? (
          <>
            {intl.formatMessage(messages.carePlanPaidBody, { number: plan.planNumber })}{' '}
            {plan.index !== null ? (
              <Link to={localisePath(paths.carePlan(orderNumber, plan.index))}>
                {intl.formatMessage(messages.viewCarePlan)}
              </Link>
            ) : null}
          </>
        ) : null}
      </Alert>
    );
  }
  if (complete.isError) {
    const error = complete.error;
    const refunded = error instanceof ProblemError && error.extensions.paymentRefunded === true;
    return (
      <Alert variant="error">
        {intl.formatMessage(messages[carePlanProblemOf(error)])}
        {refunded ? ` ${intl.formatMessage(messages.carePlanRefunded)}` : ''}
      </Alert>
    );
  }
  return null;
}
