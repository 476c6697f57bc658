import { defineMessage, defineMessages } from 'react-intl';

export const contentCardsMessages = defineMessages({
  updates: { id: 'engagement.contentCards.updates', defaultMessage: 'Updates' },
  offers: { id: 'engagement.contentCards.offers', defaultMessage: 'Offers' },
  cardList: { id: 'engagement.contentCards.cardList', defaultMessage: 'Your updates' },
  offerList: { id: 'engagement.contentCards.offerList', defaultMessage: 'Your offers' },
  empty: {
    id: 'engagement.contentCards.empty',
    defaultMessage: 'We have no updates for you at this time. Please check again later.',
  },
  refresh: { id: 'engagement.contentCards.refresh', defaultMessage: 'Refresh' },
  refreshing: { id: 'engagement.contentCards.refreshing', defaultMessage: 'Refreshing your updates…' },
  refreshTimedOut: {
    id: 'engagement.contentCards.refreshTimedOut',
    defaultMessage: 'Sorry, this refresh timed out. Please try again later.',
  },
  starting: { id: 'engagement.contentCards.starting', defaultMessage: 'Getting your updates…' },
  optedOut: {
    id: 'engagement.contentCards.optedOut',
    defaultMessage:
      'You have turned off marketing messages, so we have no updates to show. You can turn them back on in your privacy choices at the foot of the page.',
  },
  unavailable: {
    id: 'engagement.contentCards.unavailable',
    defaultMessage: 'Updates are not available right now. Please check again later.',
  },
  pinned: { id: 'engagement.contentCards.pinned', defaultMessage: 'Featured' },
  offerBadge: { id: 'engagement.contentCards.offerBadge', defaultMessage: 'Offer' },
  memberOffer: { id: 'engagement.contentCards.memberOffer', defaultMessage: 'Brilliance member offer' },
  offerCode: defineMessage<{ code: string }>({
    id: 'engagement.contentCards.offerCode',
    defaultMessage: 'Use code {code}',
  }),
  bannerLink: { id: 'engagement.contentCards.bannerLink', defaultMessage: 'See more' },
  dismiss: defineMessage<{ title: string }>({
    id: 'engagement.contentCards.dismiss',
    defaultMessage: 'Dismiss “{title}”',
  }),
  dismissUntitled: { id: 'engagement.contentCards.dismissUntitled', defaultMessage: 'Dismiss this update' },
  dismissed: { id: 'engagement.contentCards.dismissed', defaultMessage: 'Update dismissed.' },
  offersCount: defineMessage<{ count: number }>({
    id: 'engagement.contentCards.offersCount',
    defaultMessage: 'You have {count, plural, one {# offer} other {# offers}}',
  }),
});
