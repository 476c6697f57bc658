import { defineMessage, defineMessages } from 'react-intl';

/** The words of the flagged promotion strip around the flag's own (headline, text, link label). */
export const promotionStripMessages = defineMessages({
  linkFallback: { id: 'engagement.promotionStrip.linkFallback', defaultMessage: 'Discover more' },
  endsOn: defineMessage<{ date: string }>({
    id: 'engagement.promotionStrip.endsOn',
    defaultMessage: 'Offer ends {date}',
  }),
});
