import { defineMessage, defineMessages } from 'react-intl';

export const deliveryMethodsMessages = defineMessages({
  fulfilmentLegend: {
    id: 'checkout.delivery.fulfilmentLegend',
    defaultMessage: 'How would you like to receive your order?',
  },
  fulfilmentDelivery: { id: 'checkout.delivery.fulfilmentDelivery', defaultMessage: 'Delivery' },
  fulfilmentDeliveryHint: {
    id: 'checkout.delivery.fulfilmentDeliveryHint',
    defaultMessage: 'Sent to an address of your choice',
  },
  fulfilmentCollect: { id: 'checkout.delivery.fulfilmentCollect', defaultMessage: 'Click and collect' },
  addressLegend: { id: 'checkout.delivery.addressLegend', defaultMessage: 'Delivery address' },
  methodLegend: { id: 'checkout.delivery.methodLegend', defaultMessage: 'Delivery method' },
  standard: { id: 'checkout.delivery.method.standard', defaultMessage: 'Standard delivery' },
  premium: { id: 'checkout.delivery.method.premium', defaultMessage: 'Premium delivery' },
  express_post: { id: 'checkout.delivery.method.expressPost', defaultMessage: 'Express Post' },
  express: { id: 'checkout.delivery.method.express', defaultMessage: 'Express delivery' },
  international: { id: 'checkout.delivery.method.international', defaultMessage: 'International delivery' },
  express_international: {
    id: 'checkout.delivery.method.expressInternational',
    defaultMessage: 'Express international delivery',
  },
  click_and_collect: { id: 'checkout.delivery.method.clickAndCollect', defaultMessage: 'Click and collect' },
  free: { id: 'checkout.delivery.free', defaultMessage: 'Free' },
  estimatedRange: defineMessage<{ from: string; to: string }>({
    id: 'checkout.delivery.estimatedRange',
    defaultMessage: 'Estimated delivery {from} – {to}',
  }),
  estimatedDay: defineMessage<{ date: string }>({
    id: 'checkout.delivery.estimatedDay',
    defaultMessage: 'Estimated delivery {date}',
  }),
  readyToCollect: defineMessage<{ date: string }>({
    id: 'checkout.delivery.readyToCollect',
    defaultMessage: 'Free · ready to collect from {date}',
  }),
  freeFrom: defineMessage<{ amount: string }>({
    id: 'checkout.delivery.freeFrom',
    defaultMessage: 'Free on orders of {amount} or more',
  }),
  loading: { id: 'checkout.delivery.loading', defaultMessage: 'Loading delivery options…' },
  loadFailed: { id: 'checkout.delivery.loadFailed', defaultMessage: 'We couldn’t load the delivery options.' },
  retry: { id: 'checkout.delivery.retry', defaultMessage: 'Try again' },
  methodRequired: { id: 'checkout.delivery.methodRequired', defaultMessage: 'Please choose a delivery method' },
  methodUnavailable: {
    id: 'checkout.delivery.methodUnavailable',
    defaultMessage: 'This delivery method isn’t available for this address. Please choose another.',
  },
  storeHeading: { id: 'checkout.delivery.storeHeading', defaultMessage: 'Collection store' },
  storeChosen: defineMessage<{ name: string }>({
    id: 'checkout.delivery.storeChosen',
    defaultMessage: 'Collecting from {name}',
  }),
  storeChosenUnnamed: { id: 'checkout.delivery.storeChosenUnnamed', defaultMessage: 'Your store is chosen.' },
  useMyStore: defineMessage<{ name: string }>({
    id: 'checkout.delivery.useMyStore',
    defaultMessage: 'Collect from my store, {name}',
  }),
  findStore: { id: 'checkout.delivery.findStore', defaultMessage: 'Find a store' },
  selectStoreFirst: { id: 'checkout.delivery.selectStoreFirst', defaultMessage: 'Please select a store first' },
  collectUnavailableStore: {
    id: 'checkout.delivery.collectUnavailableStore',
    defaultMessage: 'Click and collect is not available for this store. Please choose another store.',
  },
  collectUnavailableEngraved: {
    id: 'checkout.delivery.collectUnavailableEngraved',
    defaultMessage: 'Click and collect is not available for engraved products.',
  },
  collectInsufficientStock: {
    id: 'checkout.delivery.collectInsufficientStock',
    defaultMessage: 'This store doesn’t have enough stock of your pieces. Please choose another store or delivery.',
  },
  fixFields: {
    id: 'checkout.delivery.fixFields',
    defaultMessage: 'Please check the highlighted fields.',
  },
  bagEmpty: { id: 'checkout.delivery.bagEmpty', defaultMessage: 'Your bag is empty, so there’s nothing to deliver.' },
  saveFailed: {
    id: 'checkout.delivery.saveFailed',
    defaultMessage: 'We couldn’t save your delivery details. Please try again.',
  },
  goToBag: { id: 'checkout.delivery.goToBag', defaultMessage: 'Go to my bag' },
  continue: { id: 'checkout.delivery.continue', defaultMessage: 'Continue to billing' },
});
