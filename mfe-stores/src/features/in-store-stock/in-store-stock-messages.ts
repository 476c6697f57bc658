import { defineMessages } from 'react-intl';

export const inStoreStockMessages = defineMessages({
  title: { id: 'stores.stock.title', defaultMessage: 'In-store availability' },
  chooseStore: {
    id: 'stores.stock.chooseStore',
    defaultMessage: 'Store stock will show here once you can choose a store online.',
  },
  engravingUnavailable: {
    id: 'stores.stock.engravingUnavailable',
    defaultMessage: 'Engraved pieces can’t be collected in store.',
  },
  findStore: { id: 'stores.stock.findStore', defaultMessage: 'Find a store near you' },
});
