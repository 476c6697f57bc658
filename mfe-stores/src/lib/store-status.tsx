import type { DaySchedule } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { formatClock, storeStatus } from './store-hours';
import { storeMessages as messages } from './store-messages';

/** One day's hours as the locale writes them, or "Closed". */
export function useDayHours(): (day: { opens: string | null; closes: string | null; closed: boolean }) => string {
  const intl = useIntl();
  const locale = useLocale();
  return (day) =>
    day.closed || !day.opens || !day.closes
      ? intl.formatMessage(messages.closedAllDay)
      : intl.formatMessage(messages.hoursRange, {
          opens: formatClock(day.opens, locale),
          closes: formatClock(day.closes, locale),
        });
}

/** "Open now · Closes at 5:30 pm", "Closed now · Opens at 9:00 am" or "Closed now", on the store's own clock. */
export function StoreOpenStatus({ store }: { store: { openNow: boolean; today: DaySchedule; timeZone: string } }) {
  const intl = useIntl();
  const locale = useLocale();
  const status = storeStatus(store);
  const open = status.kind === 'open';
  return (
    <p className={`sf-store-status sf-store-status--${open ? 'open' : 'closed'}`}>
      <span className="sf-store-status__state">{intl.formatMessage(open ? messages.openNow : messages.closedNow)}</span>
      {status.kind === 'open' && status.closes ? (
        <span className="sf-store-status__next">
          {intl.formatMessage(messages.closesAt, { time: formatClock(status.closes, locale) })}
        </span>
      ) : null}
      {status.kind === 'opens-later' ? (
        <span className="sf-store-status__next">
          {intl.formatMessage(messages.opensAt, { time: formatClock(status.opens, locale) })}
        </span>
      ) : null}
    </p>
  );
}

/** The address lines of a store. */
export function StoreAddress({
  address,
}: {
  address: {
    address1: string;
    address2: string | null;
    suburb: string | null;
    city: string;
    state: string | null;
    postcode: string;
  };
}) {
  const town = [address.suburb && address.suburb !== address.city ? address.suburb : null, address.city]
    .filter(Boolean)
    .join(', ');
  return (
    <address className="sf-store-address">
      <span>{address.address1}</span>
      {address.address2 ? <span>{address.address2}</span> : null}
      <span>{[town, address.state, address.postcode].filter(Boolean).join(' ')}</span>
    </address>
  );
}

/** "4.6 km away" as the locale writes it. */
export function StoreDistance({ km, as: Tag = 'p', className }: { km: number; as?: 'p' | 'span'; className: string }) {
  const intl = useIntl();
  return (
    <Tag className={className}>
      {intl.formatMessage(messages.distance, {
        distance: intl.formatNumber(km, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }),
      })}
    </Tag>
  );
}

/** Today's hours of a store, and today's special hours by name when there are some (a public holiday). */
export function StoreToday({ today }: { today: DaySchedule }) {
  const intl = useIntl();
  const dayHours = useDayHours();
  return (
    <>
      <p className="sf-store-card__today">{intl.formatMessage(messages.todayHours, { hours: dayHours(today) })}</p>
      {today.special ? (
        <p className="sf-store-card__special">{intl.formatMessage(messages.specialToday, { label: today.special })}</p>
      ) : null}
    </>
  );
}
