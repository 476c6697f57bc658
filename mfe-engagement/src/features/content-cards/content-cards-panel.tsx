import '../../engagement.css';
import type { ContentCardsPanelWidgetProps } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { contentCardsMessages as messages } from './content-cards-messages';

/** The content-cards panel (all cards, or only offers). Until the engagement SDK is connected it has no cards. */
export default function ContentCardsPanel({ filter = 'all' }: ContentCardsPanelWidgetProps) {
  const intl = useIntl();
  return (
    <section
      className="sf-engagement-cards"
      aria-label={intl.formatMessage(filter === 'offers' ? messages.offers : messages.updates)}
      data-widget="engagement-content-cards"
    >
      <p className="sf-engagement-cards__empty">{intl.formatMessage(messages.empty)}</p>
    </section>
  );
}
