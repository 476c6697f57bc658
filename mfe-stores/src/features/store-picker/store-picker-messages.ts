import { defineMessages } from 'react-intl';

export const storePickerMessages = {
  ...defineMessages({
    clickAndCollect: { id: 'stores.picker.clickAndCollect', defaultMessage: 'Click and collect' },
    reserveInStore: { id: 'stores.picker.reserveInStore', defaultMessage: 'Reserve in store' },
    myStore: { id: 'stores.picker.myStore', defaultMessage: 'My store' },
    choose: { id: 'stores.picker.choose', defaultMessage: 'Choose a store' },
    comingSoon: {
      id: 'stores.picker.comingSoon',
      defaultMessage: 'Choosing a store online is coming soon. In the meantime, find a store near you.',
    },
    findStore: { id: 'stores.picker.findStore', defaultMessage: 'Find a store' },
  }),
  ...defineMessages<{ current: { name: string } }>({
    current: { id: 'stores.picker.current', defaultMessage: 'Your store: {name}' },
  }),
};
