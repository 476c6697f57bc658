import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const wishlistMessages = defineMessages({
  regionLabel: { id: 'catalogue.wishlist.regionLabel', defaultMessage: 'Saved pieces' },
  savedCount: defineMessage<{ count: number }>({
    id: 'catalogue.wishlist.savedCount',
    defaultMessage: '{count, plural, one {# saved piece} other {# saved pieces}}',
  }),
  loading: { id: 'catalogue.wishlist.loading', defaultMessage: 'Loading your saved pieces' },
  loadFailed: {
    id: 'catalogue.wishlist.loadFailed',
    defaultMessage: 'We couldn’t load your saved pieces. Please check your connection and try again.',
  },
  emptyHeading: { id: 'catalogue.wishlist.emptyHeading', defaultMessage: 'Your wishlist is waiting' },
  emptyMessage: {
    id: 'catalogue.wishlist.emptyMessage',
    defaultMessage: 'Tap the heart on any piece you love to save it here, then come back when you’re ready.',
  },
  shopEngagementRings: { id: 'catalogue.wishlist.shopEngagementRings', defaultMessage: 'Engagement rings' },
  designRing: { id: 'catalogue.wishlist.designRing', defaultMessage: 'Design your ring' },
  searchJewellery: { id: 'catalogue.wishlist.searchJewellery', defaultMessage: 'Search all jewellery' },
  guestTitle: { id: 'catalogue.wishlist.guestTitle', defaultMessage: 'Keep your wishlist on every device' },
  guestMessage: {
    id: 'catalogue.wishlist.guestMessage',
    defaultMessage:
      'Your wishlist is kept on this device for 30 days. Sign in or join Brilliance to keep it across all your devices.',
  },
  signIn: { id: 'catalogue.wishlist.guestSignIn', defaultMessage: 'Sign in' },
  join: { id: 'catalogue.wishlist.guestJoin', defaultMessage: 'Join' },
  moveToBag: defineMessage<{ name: string; hidden: MessageTag }>({
    id: 'catalogue.wishlist.moveToBag',
    defaultMessage: 'Move to bag<hidden> – {name}</hidden>',
  }),
  chooseSize: defineMessage<{ name: string; hidden: MessageTag }>({
    id: 'catalogue.wishlist.chooseSize',
    defaultMessage: 'Choose size<hidden> for {name}</hidden>',
  }),
  viewPiece: defineMessage<{ name: string; hidden: MessageTag }>({
    id: 'catalogue.wishlist.viewPiece',
    defaultMessage: 'View piece<hidden> – {name}</hidden>',
  }),
  remove: defineMessage<{ name: string; hidden: MessageTag }>({
    id: 'catalogue.wishlist.remove',
    defaultMessage: 'Remove<hidden> {name}</hidden>',
  }),
  movedToBag: defineMessage<{ name: string }>({
    id: 'catalogue.wishlist.movedToBag',
    defaultMessage: '{name} moved to your bag',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'catalogue.wishlist.removed',
    defaultMessage: '{name} removed from your wishlist',
  }),
  moveFailed: {
    id: 'catalogue.wishlist.moveFailed',
    defaultMessage: 'We had trouble adding this piece to your bag. Please refresh the page and try again.',
  },
  outOfStock: {
    id: 'catalogue.wishlist.outOfStock',
    defaultMessage: 'This piece is out of stock in the size or quantity you asked for.',
  },
  stillSaved: {
    id: 'catalogue.wishlist.stillSaved',
    defaultMessage: 'The piece is in your bag, but we couldn’t take it off your wishlist.',
  },
  removeFailed: {
    id: 'catalogue.wishlist.removeFailed',
    defaultMessage: 'We couldn’t update your wishlist. Please try again.',
  },
  viewBag: { id: 'catalogue.wishlist.viewBag', defaultMessage: 'View bag' },
});
