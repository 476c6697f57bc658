import { defineMessage, defineMessages } from 'react-intl';

/** Reserve in store: the form on the product page, its confirmation and the e-mailed cancellation page. */
export const reserveInStoreMessages = defineMessages({
  title: { id: 'stores.reserve.title', defaultMessage: 'Reserve in store' },
  intro: {
    id: 'stores.reserve.intro',
    defaultMessage: 'We’ll hold one for you at the store for a few days, free. Try it on and pay in store.',
  },
  engraved: {
    id: 'stores.reserve.engraved',
    defaultMessage: 'Engraved pieces are made for you, so they can’t be reserved in store.',
  },
  noPiece: {
    id: 'stores.reserve.noPiece',
    defaultMessage: 'Choose a piece on its product page to reserve it in store.',
  },
  stepStore: { id: 'stores.reserve.stepStore', defaultMessage: '1. Choose a store' },
  stepDetails: { id: 'stores.reserve.stepDetails', defaultMessage: '2. Your details' },
  pieceLabel: { id: 'stores.reserve.pieceLabel', defaultMessage: 'Piece' },
  sizeLabel: { id: 'stores.reserve.sizeLabel', defaultMessage: 'Size' },
  storeLabel: { id: 'stores.reserve.storeLabel', defaultMessage: 'Store' },
  thisPiece: { id: 'stores.reserve.thisPiece', defaultMessage: 'This piece' },
  changeStore: { id: 'stores.reserve.changeStore', defaultMessage: 'Change store' },
  requiredNote: { id: 'stores.reserve.requiredNote', defaultMessage: 'All fields are required.' },
  firstName: { id: 'stores.reserve.firstName', defaultMessage: 'First name' },
  lastName: { id: 'stores.reserve.lastName', defaultMessage: 'Last name' },
  email: { id: 'stores.reserve.email', defaultMessage: 'Email' },
  emailHint: { id: 'stores.reserve.emailHint', defaultMessage: 'We’ll send your reservation and a link to cancel it.' },
  phone: { id: 'stores.reserve.phone', defaultMessage: 'Mobile phone' },
  phoneHint: { id: 'stores.reserve.phoneHint', defaultMessage: 'The store calls only if something changes.' },
  submit: { id: 'stores.reserve.submit', defaultMessage: 'Reserve' },
  outOfStock: defineMessage<{ store: string }>({
    id: 'stores.reserve.outOfStock',
    defaultMessage: 'The last one at {store} has just been reserved. Please choose another store.',
  }),
  notSold: defineMessage<{ store: string }>({
    id: 'stores.reserve.notSold',
    defaultMessage: '{store} doesn’t carry this piece. Please choose another store.',
  }),
  sizeRequired: {
    id: 'stores.reserve.sizeRequired',
    defaultMessage: 'Please select a size above before you reserve.',
  },
  throttled: {
    id: 'stores.reserve.throttled',
    defaultMessage: 'You’ve made several reservations in a short time. Please try again in an hour, or call the store.',
  },
  network: {
    id: 'stores.reserve.network',
    defaultMessage: 'We couldn’t reach our server. Check your connection and try again; what you typed is kept.',
  },
  failed: { id: 'stores.reserve.failed', defaultMessage: 'Something went wrong. Please try again.' },
  chooseAnother: { id: 'stores.reserve.chooseAnother', defaultMessage: 'Choose another store' },
  confirmedTitle: { id: 'stores.reserve.confirmedTitle', defaultMessage: 'Your piece is reserved' },
  referenceLabel: { id: 'stores.reserve.referenceLabel', defaultMessage: 'Reference' },
  heldUntilLabel: { id: 'stores.reserve.heldUntilLabel', defaultMessage: 'Held until' },
  emailed: defineMessage<{ email: string }>({
    id: 'stores.reserve.emailed',
    defaultMessage: 'We’ve e-mailed you at {email} with these details and a link to cancel if your plans change.',
  }),
  bringReference: {
    id: 'stores.reserve.bringReference',
    defaultMessage: 'Give your reference at the counter and the store will have your piece ready.',
  },
  storePage: defineMessage<{ name: string }>({
    id: 'stores.reserve.storePage',
    defaultMessage: 'Hours and directions for {name}',
  }),
  cancelTitle: { id: 'stores.reserve.cancelTitle', defaultMessage: 'Cancel your reservation' },
  cancelIntro: {
    id: 'stores.reserve.cancelIntro',
    defaultMessage:
      'Cancelling gives the piece back to the store, so another shopper can reserve it. You can’t undo this.',
  },
  cancelButton: { id: 'stores.reserve.cancelButton', defaultMessage: 'Cancel my reservation' },
  cancelledTitle: { id: 'stores.reserve.cancelledTitle', defaultMessage: 'Your reservation is cancelled' },
  cancelledBody: {
    id: 'stores.reserve.cancelledBody',
    defaultMessage: 'The piece is back on the store’s shelf. You don’t need to do anything else.',
  },
  expiredTitle: { id: 'stores.reserve.expiredTitle', defaultMessage: 'This reservation has already ended' },
  expiredBody: {
    id: 'stores.reserve.expiredBody',
    defaultMessage: 'Its hold ran out, so the piece went back on the store’s shelf. There’s nothing to cancel.',
  },
  linkInvalidTitle: { id: 'stores.reserve.linkInvalidTitle', defaultMessage: 'We can’t find this reservation' },
  linkInvalidBody: {
    id: 'stores.reserve.linkInvalidBody',
    defaultMessage:
      'The link may be incomplete. Open it again from your reservation e-mail, or call the store to cancel.',
  },
  cancelThrottled: {
    id: 'stores.reserve.cancelThrottled',
    defaultMessage: 'Too many tries in a short time. Please try again in an hour, or call the store.',
  },
  findStore: { id: 'stores.reserve.findStore', defaultMessage: 'Find a store' },
  continueShopping: { id: 'stores.reserve.continueShopping', defaultMessage: 'Continue shopping' },
});
