import { defineMessage, defineMessages } from 'react-intl';

export const inStoreStockMessages = defineMessages({
  title: { id: 'stores.stock.title', defaultMessage: 'In-store availability' },
  chooseStore: { id: 'stores.stock.chooseStore', defaultMessage: 'Choose a store to see its stock.' },
  chooseSize: { id: 'stores.stock.chooseSize', defaultMessage: 'Choose a size to see stock in store.' },
  engravingUnavailable: {
    id: 'stores.stock.engravingUnavailable',
    defaultMessage: 'Engraved pieces can’t be collected or reserved in store.',
  },
  checkStores: { id: 'stores.stock.checkStores', defaultMessage: 'Check stores nearby' },
  checkOtherStores: { id: 'stores.stock.checkOtherStores', defaultMessage: 'Check other stores nearby' },
  hideStores: { id: 'stores.stock.hideStores', defaultMessage: 'Hide stores' },
  findStore: { id: 'stores.stock.findStore', defaultMessage: 'See stock at all stores' },
  failed: { id: 'stores.stock.failed', defaultMessage: 'We couldn’t check this store’s stock just now.' },
  loading: { id: 'stores.stock.loading', defaultMessage: 'Checking stock at your store' },
  myStoreSet: defineMessage<{ name: string }>({
    id: 'stores.stock.myStoreSet',
    defaultMessage: '{name} is now your store.',
  }),
  atStore: defineMessage<{ name: string }>({ id: 'stores.stock.atStore', defaultMessage: 'At {name}' }),
});
