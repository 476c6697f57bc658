import './content-cards.css';
import { localisePath, paths, useIsMember, useSiteConfig } from '@storefront/contracts';
import { Icon } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { shownCards } from '../../lib/content-card-rules';
import { useEngagement } from '../../lib/engagement-sdk/engagement-store';
import { contentCardsMessages as messages } from './content-cards-messages';

/**
 * "You have 3 offers", linking to My offers: a signed-in member's offer cards (the SDK's, by the panel's rules). Nothing
 * for a guest, before the SDK has started, or without offers.
 */
export default function MemberOffersCount() {
  const intl = useIntl();
  const member = useIsMember();
  const allowUserSuppliedJavascript = useSiteConfig().engagement?.allowUserSuppliedJavascript ?? false;
  const count = useEngagement((state) =>
    state.status === 'ready' ? shownCards(state.cards, { allowUserSuppliedJavascript, filter: 'offers' }).length : 0,
  );
  if (!member || count === 0) return null;
  return (
    <div className="sf-container sf-container--wide sf-offers-count">
      <Link to={localisePath(paths.myOffers())} className="sf-offers-count__link">
        <Icon name="gift" />
        <span>{intl.formatMessage(messages.offersCount, { count })}</span>
        <Icon name="chevron-right" size="sm" />
      </Link>
    </div>
  );
}
