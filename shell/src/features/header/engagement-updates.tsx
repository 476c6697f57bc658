import { listen, useSiteConfig } from '@storefront/contracts';
import { Drawer, Icon } from '@storefront/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { RemoteWidget } from '../../lib/remote-widget';
import { headerMessages as messages } from './header-messages';

// The engagement remote announces how many cards the shopper has not seen whenever its cards change; the count is
// kept here, outside any component, so a header drawn again (a locale switch) still shows the last one.
let unviewedCount = 0;
const subscribers = new Set<() => void>();
listen('storefront:engagement-cards-changed', (detail) => {
  unviewedCount = Math.max(0, Math.trunc(detail.unviewedCount) || 0);
  for (const notify of subscribers) notify();
});
const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};
const readCount = () => unviewedCount;

/**
 * "Updates" in the header's actions (its own list item): the count of unseen content cards on a badge, and a drawer with the engagement remote's
 * content-cards panel (mounted only while the drawer is open: hidden, shown, hidden). Only where the edge configured
 * the engagement SDK.
 */
export function EngagementUpdates() {
  const intl = useIntl();
  const configured = useSiteConfig().engagement != null;
  const count = useSyncExternalStore(subscribe, readCount, () => 0);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A card's link leads to another page: the drawer closes behind it.
  useEffect(() => setOpen(false), [pathname]);
  if (!configured) return null;
  const title = intl.formatMessage(messages.updates);
  return (
    <li>
      <button
        type="button"
        className="sf-header__action sf-header__updates"
        aria-label={intl.formatMessage(messages.updatesWithCount, { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="header-updates"
      >
        <Icon name="bell" />
        <span className="sf-header__action-label" aria-hidden="true">
          {title}
        </span>
        <span className="sf-header__badge" aria-hidden="true" data-count={count}>
          {intl.formatNumber(count)}
        </span>
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title={title} side="right" className="sf-updates-drawer">
        {open ? (
          <RemoteWidget
            remote="engagement"
            name="ContentCardsPanel"
            props={{ filter: 'all' }}
            fallback={<p className="sf-updates-drawer__fallback">{intl.formatMessage(messages.updatesUnavailable)}</p>}
          />
        ) : null}
      </Drawer>
    </li>
  );
}
