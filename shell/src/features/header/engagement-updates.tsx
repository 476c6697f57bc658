import { Drawer, Icon } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { RemoteWidget } from '../../lib/remote-widget';
import { engagementUpdatesMessages as messages } from './engagement-updates-messages';
import { useUnviewedCardsCount } from './unviewed-cards-count';

/**
 * "Updates" in the header's actions (its own list item): the count of unseen content cards on a badge, and a drawer
 * with the engagement remote's content-cards panel (mounted only while the drawer is open: hidden, shown, hidden).
 * Loaded by the header's slot (engagement-updates-slot.tsx) once the engagement remote has announced its first count.
 */
export default function EngagementUpdates() {
  const intl = useIntl();
  const count = useUnviewedCardsCount() ?? 0;
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A card's link leads to another page: the drawer closes behind it.
  useEffect(() => setOpen(false), [pathname]);
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
