import { defineMessage, defineMessages } from 'react-intl';

export const storePickerMessages = defineMessages({
  clickAndCollect: { id: 'stores.picker.clickAndCollect', defaultMessage: 'Click and collect' },
  reserveInStore: { id: 'stores.picker.reserveInStore', defaultMessage: 'Reserve in store' },
  myStore: { id: 'stores.picker.myStore', defaultMessage: 'My store' },
  collectIntro: {
    id: 'stores.picker.collectIntro',
    defaultMessage: 'Choose the store to collect from. Click and collect is free.',
  },
  myStoreIntro: { id: 'stores.picker.myStoreIntro', defaultMessage: 'Choose your store.' },
  collectChosen: defineMessage<{ name: string }>({
    id: 'stores.picker.collectChosen',
    defaultMessage: 'Collect from {name}. It is now your store, so the checkout offers it first.',
  }),
  myStoreChosen: defineMessage<{ name: string }>({
    id: 'stores.picker.myStoreChosen',
    defaultMessage: '{name} is now your store.',
  }),
});
