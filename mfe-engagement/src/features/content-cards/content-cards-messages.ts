import { defineMessages } from 'react-intl';

export const contentCardsMessages = defineMessages({
  updates: { id: 'engagement.contentCards.updates', defaultMessage: 'Updates' },
  offers: { id: 'engagement.contentCards.offers', defaultMessage: 'Offers' },
  empty: {
    id: 'engagement.contentCards.empty',
    defaultMessage: 'We have no updates for you at this time. Please check again later.',
  },
});
