import { defineMessage, defineMessages } from 'react-intl';

export const catalogueLibMessages = defineMessages({
  wishlistAdd: defineMessage<{ name: string }>({
    id: 'catalogue.wishlistToggle.add',
    defaultMessage: 'Add {name} to wishlist',
  }),
  wishlistRemove: defineMessage<{ name: string }>({
    id: 'catalogue.wishlistToggle.remove',
    defaultMessage: 'Remove {name} from wishlist',
  }),
  wishlistAdded: defineMessage<{ name: string }>({
    id: 'catalogue.wishlistToggle.added',
    defaultMessage: '{name} saved to your wishlist',
  }),
  wishlistRemoved: defineMessage<{ name: string }>({
    id: 'catalogue.wishlistToggle.removed',
    defaultMessage: '{name} removed from your wishlist',
  }),
  wishlistSave: { id: 'catalogue.wishlistToggle.save', defaultMessage: 'Add to wishlist' },
  wishlistSaved: { id: 'catalogue.wishlistToggle.saved', defaultMessage: 'Saved to wishlist' },
  wishlistFailed: {
    id: 'catalogue.wishlistToggle.failed',
    defaultMessage: 'We couldn’t update your wishlist. Please try again.',
  },
  badgeLowStock: { id: 'catalogue.productTile.badgeLowStock', defaultMessage: 'Selling fast' },
  badgeOutOfStock: { id: 'catalogue.productTile.badgeOutOfStock', defaultMessage: 'Out of stock' },
  badgeUnavailableOnline: { id: 'catalogue.productTile.badgeUnavailableOnline', defaultMessage: 'In store only' },
  badgeMadeToOrder: { id: 'catalogue.productTile.badgeMadeToOrder', defaultMessage: 'Made to order' },
  priceFrom: { id: 'catalogue.productTile.priceFrom', defaultMessage: 'From' },
  memberPriceJoin: {
    id: 'catalogue.productTile.memberPriceJoin',
    defaultMessage: 'Brilliance members pay less. Join free',
  },
  metalCount: defineMessage<{ count: number }>({
    id: 'catalogue.productTile.metalCount',
    defaultMessage: '{count, plural, one {# metal} other {# metals}}',
  }),
});
