import { defineMessage, defineMessages } from 'react-intl';

/** Why the chosen store cannot give the bag for click and collect, line by line (SPEC §8). */
export const collectShortfallMessages = defineMessages({
  notAtStore: defineMessage<{ name: string }>({
    id: 'checkout.collectShortfall.notAtStore',
    defaultMessage: '{name} is not available at this store. Please choose another store or delivery.',
  }),
  notForSize: defineMessage<{ name: string }>({
    id: 'checkout.collectShortfall.notForSize',
    defaultMessage:
      'Click and collect is not available for the selected size of {name} at this store. Please choose another store or delivery.',
  }),
  insufficient: defineMessage<{ name: string }>({
    id: 'checkout.collectShortfall.insufficient',
    defaultMessage:
      'This store doesn’t have enough stock of {name}. Please choose another store, fewer pieces or delivery.',
  }),
  notForProducts: defineMessage<{ names: string }>({
    id: 'checkout.collectShortfall.notForProducts',
    defaultMessage:
      'Click and collect is not available for the selected products at this store: {names}. Please choose another store or delivery.',
  }),
});
