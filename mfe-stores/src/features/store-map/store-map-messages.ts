import { defineMessage, defineMessages } from 'react-intl';

export const storeMapMessages = defineMessages({
  finderLabel: { id: 'stores.map.finderLabel', defaultMessage: 'Map of the stores found' },
  finderDescription: {
    id: 'stores.map.finderDescription',
    defaultMessage:
      'Each numbered marker is the store of the same number in the list, which gives every store’s address, distance and hours.',
  },
  storeLabel: defineMessage<{ name: string }>({
    id: 'stores.map.storeLabel',
    defaultMessage: 'Map of {name} and the stores nearby',
  }),
  storeDescription: {
    id: 'stores.map.storeDescription',
    defaultMessage: 'The store’s address is above, and the stores nearby are listed below.',
  },
  marker: defineMessage<{ number: number; name: string }>({
    id: 'stores.map.marker',
    defaultMessage: '{number}. {name}',
  }),
  outlineFailed: {
    id: 'stores.map.outlineFailed',
    defaultMessage: 'The map’s coastline could not be loaded; the markers still show where each store is.',
  },
});
