import type { StoreReservation } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { Alert, Button, ButtonLink } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ReservationDetails } from './reservation-details';
import { cancelReservation, reservationFailureOf } from './reserve-in-store-api';
import { reserveInStoreMessages as messages } from './reserve-in-store-messages';

/** The ways on from a settled link: the stores, or the shop. */
function WaysOn() {
  const intl = useIntl();
  return (
    <div className="sf-cluster">
      <ButtonLink to={localisePath(paths.stores())}>{intl.formatMessage(messages.findStore)}</ButtonLink>
      <ButtonLink to={localisePath(paths.home())} variant="secondary">
        {intl.formatMessage(messages.continueShopping)}
      </ButtonLink>
    </div>
  );
}

/** A settled link: cancelled (now or before) or lapsed, said and focused, with what it was. */
function Settled({ reservation }: { reservation: StoreReservation }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const expired = reservation.status === 'expired';
  return (
    <div ref={ref} tabIndex={-1} className="sf-reserve-cancel sf-stack sf-stack--lg">
      <Alert
        variant={expired ? 'info' : 'success'}
        title={intl.formatMessage(expired ? messages.expiredTitle : messages.cancelledTitle)}
      >
        <p>{intl.formatMessage(expired ? messages.expiredBody : messages.cancelledBody)}</p>
      </Alert>
      <ReservationDetails reservation={reservation} />
      <WaysOn />
    </div>
  );
}

/** A link that is missing or names no reservation. */
function LinkInvalid() {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={titleId} className="sf-reserve-cancel sf-stack sf-stack--lg">
      <div className="sf-stack">
        <h2 id={titleId} className="sf-reserve-cancel__title">
          {intl.formatMessage(messages.linkInvalidTitle)}
        </h2>
        <p>{intl.formatMessage(messages.linkInvalidBody)}</p>
      </div>
      <WaysOn />
    </section>
  );
}

/**
 * The e-mailed cancellation link's page: nothing is cancelled until the shopper presses "Cancel my reservation"
 * (mail scanners open links), then the reservation as cancelled, or as already over; a link that names no reservation
 * says so. A refusal to try again (too many tries, no connection) keeps the button.
 */
export function ReservationCancel({ token }: { token: string | undefined }) {
  const intl = useIntl();
  const failureRef = useRef<HTMLDivElement>(null);
  const cancel = useMutation({ mutationKey: ['stores', 'reservation-cancel'], mutationFn: cancelReservation });
  const failure = cancel.isError ? reservationFailureOf(cancel.error) : null;

  useEffect(() => {
    if (failure && failure !== 'link-invalid') failureRef.current?.focus();
  }, [failure]);

  if (!token || failure === 'link-invalid') return <LinkInvalid />;
  if (cancel.isSuccess && cancel.data.reservation.status !== 'held') {
    return <Settled reservation={cancel.data.reservation} />;
  }

  const problem =
    failure === 'throttled'
      ? intl.formatMessage(messages.cancelThrottled)
      : failure === 'network'
        ? intl.formatMessage(messages.network)
        : failure || cancel.isSuccess
          ? intl.formatMessage(messages.failed)
          : null;
  return (
    <div className="sf-reserve-cancel sf-reserve-cancel--ask">
      <p className="sf-reserve-cancel__intro">{intl.formatMessage(messages.cancelIntro)}</p>
      <div ref={failureRef} tabIndex={-1} className="sf-reserve-form__failure">
        {problem ? <Alert variant="error">{problem}</Alert> : null}
      </div>
      <div>
        <Button variant="primary" busy={cancel.isPending} onClick={() => cancel.mutate(token)}>
          {intl.formatMessage(messages.cancelButton)}
        </Button>
      </div>
    </div>
  );
}
