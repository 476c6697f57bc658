import '../stores.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ReservationCancel } from '../features/reserve-in-store/reservation-cancel';
import { reserveInStoreMessages } from '../features/reserve-in-store/reserve-in-store-messages';
import { storesRouteMessages as messages } from './stores-route-messages';

/**
 * Reservation cancellation `/stores/reservations/cancel?token=…`, opened from the reserve-in-store e-mail: cancels
 * only on the shopper's press, never on opening; kept out of search indexes.
 */
export default function ReservationCancelRoute() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const title = intl.formatMessage(reserveInStoreMessages.cancelTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container sf-reserve-cancel-page"
      robots="noindex"
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: intl.formatMessage(messages.finderTitle), to: localisePath(paths.stores()) },
        { label: title },
      ]}
    >
      <ReservationCancel token={search.get('token')?.trim() || undefined} />
    </PageFrame>
  );
}
