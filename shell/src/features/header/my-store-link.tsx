import { localisePath, paths, useLocale, useMyStore } from '@storefront/contracts';
import { Icon } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { myStoreToday, type MyStoreToday } from '../../lib/my-store-today';
import { myStoreMessages as messages } from './my-store-messages';

/** `17:30` as the locale writes a time of day (`5:30 pm`, `17 h 30`). */
function clock(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

function useTodayText(): (today: MyStoreToday) => string {
  const intl = useIntl();
  const locale = useLocale();
  return (today) => {
    const hours =
      today.kind === 'open'
        ? intl.formatMessage(messages.myStoreOpenToday, {
            opens: clock(today.opens, locale),
            closes: clock(today.closes, locale),
          })
        : intl.formatMessage(messages.myStoreClosedToday);
    return today.special ? intl.formatMessage(messages.myStoreSpecial, { hours, special: today.special }) : hours;
  };
}

/**
 * The shopper's store in the header, linking to its page: "My store: Westfield Sydney · Open today 9:00 am – 5:30 pm"
 * (its hours today on its own clock, special hours included), or just its name until today's hours are known. Nothing
 * when no store is chosen. `placement` is the header's top line (wide screens) or the menu drawer (phones).
 */
export function MyStoreLink({ placement, onNavigate }: { placement: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const intl = useIntl();
  const store = useMyStore();
  const todayText = useTodayText();
  if (!store) return null;
  const today = myStoreToday(store);
  const link = (
    <Link
      to={localisePath(paths.store(store.storeId))}
      className={`sf-my-store sf-my-store--${placement}`}
      onClick={onNavigate}
      data-testid={`my-store-${placement}`}
    >
      <Icon name="store" size={placement === 'bar' ? 'xs' : 'sm'} />
      <span className="sf-my-store__text">
        {today ? (
          intl.formatMessage(messages.myStoreWithHours, {
            name: store.name,
            hours: todayText(today),
            store: (chunks: ReactNode[]) => <span className="sf-my-store__name">{chunks}</span>,
            sep: (chunks: ReactNode[]) => <span className="sf-my-store__separator">{chunks}</span>,
            today: (chunks: ReactNode[]) => <span className="sf-my-store__hours">{chunks}</span>,
          })
        ) : (
          <span className="sf-my-store__name">{intl.formatMessage(messages.myStore, { name: store.name })}</span>
        )}
      </span>
    </Link>
  );
  return link;
}
