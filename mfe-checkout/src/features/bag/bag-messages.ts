import { defineMessage, defineMessages } from 'react-intl';

export const bagMessages = defineMessages({
  loading: { id: 'checkout.bag.loading', defaultMessage: 'Loading your bag…' },
  loadFailed: { id: 'checkout.bag.loadFailed', defaultMessage: 'We couldn’t load your bag.' },
  itemCount: defineMessage<{ count: number }>({
    id: 'checkout.bag.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  }),
  linesHeading: { id: 'checkout.bag.linesHeading', defaultMessage: 'Items in your bag' },
  savedHeading: { id: 'checkout.bag.savedHeading', defaultMessage: 'Saved for later' },
  savedIntro: {
    id: 'checkout.bag.savedIntro',
    defaultMessage: 'Pieces you saved stay here until you move them back to your bag.',
  },
  metal: { id: 'checkout.bag.metal', defaultMessage: 'Metal' },
  size: { id: 'checkout.bag.size', defaultMessage: 'Size' },
  engraving: { id: 'checkout.bag.engraving', defaultMessage: 'Engraving' },
  engravingNone: { id: 'checkout.bag.engravingNone', defaultMessage: 'None' },
  engravingText: defineMessage<{ text: string }>({ id: 'checkout.bag.engravingText', defaultMessage: '“{text}”' }),
  carePlan: { id: 'checkout.bag.carePlan', defaultMessage: 'Professional care plan' },
  carePlanChosen: defineMessage<{ months: number; price: string }>({
    id: 'checkout.bag.carePlanChosen',
    defaultMessage: '{months} months, {price} each',
  }),
  carePlanNone: { id: 'checkout.bag.carePlanNone', defaultMessage: 'None' },
  carePlanAdd: defineMessage<{ months: number; price: string }>({
    id: 'checkout.bag.carePlanAdd',
    defaultMessage: 'Include a {months}-month professional care plan ({price} each)',
  }),
  stockInStock: { id: 'checkout.bag.stock.inStock', defaultMessage: 'In stock' },
  stockLowStock: { id: 'checkout.bag.stock.lowStock', defaultMessage: 'Selling fast' },
  stockOutOfStock: { id: 'checkout.bag.stock.outOfStock', defaultMessage: 'Out of stock' },
  stockUnavailableOnline: { id: 'checkout.bag.stock.unavailableOnline', defaultMessage: 'Not available online' },
  readyToShip: { id: 'checkout.bag.readyToShip', defaultMessage: 'Ready to ship' },
  shipsIn: defineMessage<{ days: number }>({
    id: 'checkout.bag.shipsIn',
    defaultMessage: 'Ships in {days, plural, one {# business day} other {# business days}}',
  }),
  quantity: { id: 'checkout.bag.quantity', defaultMessage: 'Quantity' },
  unitPrice: defineMessage<{ price: string }>({ id: 'checkout.bag.unitPrice', defaultMessage: '{price} each' }),
  memberPricePaid: { id: 'checkout.bag.memberPricePaid', defaultMessage: 'Brilliance member price' },
  lineTotal: { id: 'checkout.bag.lineTotal', defaultMessage: 'Item total' },
  remove: { id: 'checkout.bag.remove', defaultMessage: 'Remove' },
  removeName: defineMessage<{ name: string }>({
    id: 'checkout.bag.removeName',
    defaultMessage: 'Remove {name} from your bag',
  }),
  saveForLater: { id: 'checkout.bag.saveForLater', defaultMessage: 'Save for later' },
  saveForLaterName: defineMessage<{ name: string }>({
    id: 'checkout.bag.saveForLaterName',
    defaultMessage: 'Save {name} for later',
  }),
  moveToBag: { id: 'checkout.bag.moveToBag', defaultMessage: 'Move to bag' },
  moveToBagName: defineMessage<{ name: string }>({
    id: 'checkout.bag.moveToBagName',
    defaultMessage: 'Move {name} to your bag',
  }),
  removeSavedName: defineMessage<{ name: string }>({
    id: 'checkout.bag.removeSavedName',
    defaultMessage: 'Remove {name} from saved for later',
  }),
  announceRemoved: defineMessage<{ name: string }>({
    id: 'checkout.bag.announceRemoved',
    defaultMessage: '{name} removed from your bag',
  }),
  announceSaved: defineMessage<{ name: string }>({
    id: 'checkout.bag.announceSaved',
    defaultMessage: '{name} saved for later',
  }),
  announceMoved: defineMessage<{ name: string }>({
    id: 'checkout.bag.announceMoved',
    defaultMessage: '{name} moved to your bag',
  }),
  announceQuantity: defineMessage<{ name: string; quantity: number }>({
    id: 'checkout.bag.announceQuantity',
    defaultMessage: 'Quantity of {name} changed to {quantity}',
  }),
  announceCarePlan: defineMessage<{ name: string; added: boolean }>({
    id: 'checkout.bag.announceCarePlan',
    defaultMessage:
      '{added, select, true {Professional care plan added to {name}} other {Professional care plan removed from {name}}}',
  }),
  actionFailed: {
    id: 'checkout.bag.actionFailed',
    defaultMessage: 'We couldn’t update your bag. Please try again.',
  },
  quantityUnavailable: {
    id: 'checkout.bag.quantityUnavailable',
    defaultMessage: 'That quantity isn’t available. Please choose fewer.',
  },
  lineGone: {
    id: 'checkout.bag.lineGone',
    defaultMessage: 'This item is no longer in your bag. We’ve refreshed your bag.',
  },
  cartErrorTitle: {
    id: 'checkout.bag.cartErrorTitle',
    defaultMessage: 'Some items have an invalid price or an unavailable quantity',
  },
  cartErrorBody: {
    id: 'checkout.bag.cartErrorBody',
    defaultMessage: 'Remove unavailable items or adjust quantities to continue to checkout.',
  },
  lineUnavailableOnline: {
    id: 'checkout.bag.lineUnavailableOnline',
    defaultMessage: 'This item is no longer available online. Remove it or save it for later to continue.',
  },
  lineOutOfStock: {
    id: 'checkout.bag.lineOutOfStock',
    defaultMessage: 'This item is now out of stock. Remove it or save it for later to continue.',
  },
  lineInsufficient: defineMessage<{ available: number }>({
    id: 'checkout.bag.lineInsufficient',
    defaultMessage: 'Only {available} available. Adjust the quantity to continue.',
  }),
  adjustQuantity: defineMessage<{ available: number }>({
    id: 'checkout.bag.adjustQuantity',
    defaultMessage: 'Change quantity to {available}',
  }),
  updatedTitle: {
    id: 'checkout.bag.updatedTitle',
    defaultMessage: 'Your bag or delivery method has been updated',
  },
  updatedBody: {
    id: 'checkout.bag.updatedBody',
    defaultMessage: 'Please review the changes and confirm before continuing.',
  },
  updatedConfirm: { id: 'checkout.bag.updatedConfirm', defaultMessage: 'Confirm changes' },
  changePrice: defineMessage<{ name: string; from: string; to: string }>({
    id: 'checkout.bag.change.price',
    defaultMessage: 'The price of {name} changed from {from} to {to}.',
  }),
  changeOutOfStock: defineMessage<{ name: string }>({
    id: 'checkout.bag.change.outOfStock',
    defaultMessage: '{name} is no longer available in the quantity you chose.',
  }),
  changeQuantity: defineMessage<{ name: string }>({
    id: 'checkout.bag.change.quantity',
    defaultMessage: 'The quantity of {name} was reduced to what is available.',
  }),
  changeDelivery: {
    id: 'checkout.bag.change.delivery',
    defaultMessage: 'Your delivery method no longer applies. Please choose another at checkout.',
  },
  changeCoupon: {
    id: 'checkout.bag.change.coupon',
    defaultMessage: 'Your promotion code no longer applies and was removed.',
  },
  anItem: { id: 'checkout.bag.anItem', defaultMessage: 'An item' },
  checkout: { id: 'checkout.bag.checkout', defaultMessage: 'Checkout' },
  checkoutBarTotal: { id: 'checkout.bag.checkoutBarTotal', defaultMessage: 'Total' },
  checkoutBlocked: {
    id: 'checkout.bag.checkoutBlocked',
    defaultMessage: 'Remove unavailable items or adjust quantities before checking out.',
  },
  checkoutConfirmFirst: {
    id: 'checkout.bag.checkoutConfirmFirst',
    defaultMessage: 'Confirm the changes to your bag before checking out.',
  },
  continueShopping: { id: 'checkout.bag.continueShopping', defaultMessage: 'Continue shopping' },
  designYourOwn: { id: 'checkout.bag.designYourOwn', defaultMessage: 'Design your own ring' },
});
