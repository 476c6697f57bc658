import type { StoreReservation } from '@storefront/api-schemas';
import { Alert } from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ReservationDetails } from './reservation-details';
import { reserveInStoreMessages as messages } from './reserve-in-store-messages';

/** The reservation made: said and focused, with its reference, the piece, the store, the hold's end and the e-mail. */
export function ReservationConfirmation({ reservation, email }: { reservation: StoreReservation; email: string }) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={titleId} className="sf-reserve-confirmation">
      <Alert variant="success" title={<span id={titleId}>{intl.formatMessage(messages.confirmedTitle)}</span>}>
        <p>{intl.formatMessage(messages.emailed, { email })}</p>
      </Alert>
      <ReservationDetails reservation={reservation} />
      <p className="sf-reserve__note">{intl.formatMessage(messages.bringReference)}</p>
    </section>
  );
}
