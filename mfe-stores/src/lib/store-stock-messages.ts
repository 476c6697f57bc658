import { defineMessage, defineMessages } from 'react-intl';

/** The in-store stock messages of SPEC §4 and the click and collect refusals of SPEC §8, as a store card says them. */
export const storeStockMessages = defineMessages({
  in_stock: { id: 'stores.stockMessage.inStock', defaultMessage: 'In stock' },
  limited_stock: { id: 'stores.stockMessage.limitedStock', defaultMessage: 'Limited stock – contact the store' },
  available: { id: 'stores.stockMessage.available', defaultMessage: 'Available online' },
  not_available: { id: 'stores.stockMessage.notAvailable', defaultMessage: 'Not available' },
  size_not_available: { id: 'stores.stockMessage.sizeNotAvailable', defaultMessage: 'Selected size not available' },
  engraving_not_available: {
    id: 'stores.stockMessage.engravingNotAvailable',
    defaultMessage: 'Engraving not available in store',
  },
  availableOfTotal: defineMessage<{ available: number; total: number }>({
    id: 'stores.stockMessage.availableOfTotal',
    defaultMessage: '{available} of {total} in stock',
  }),
  collectNotForStore: {
    id: 'stores.collect.notForStore',
    defaultMessage: 'Click and collect is not available for this store.',
  },
  collectNotForSize: {
    id: 'stores.collect.notForSize',
    defaultMessage: 'Click and collect is not available for the selected size.',
  },
  collectNotAtStore: {
    id: 'stores.collect.notAtStore',
    defaultMessage: 'This product is not available at this store.',
  },
  collectInsufficient: {
    id: 'stores.collect.insufficient',
    defaultMessage: 'There is not enough stock at this store.',
  },
  collectNotForEngraved: {
    id: 'stores.collect.notForEngraved',
    defaultMessage: 'Click and collect is not available for engraved products.',
  },
  collectOutOfStock: { id: 'stores.collect.outOfStock', defaultMessage: 'This product is out of stock.' },
  noStoresWithStock: {
    id: 'stores.stockMessage.noStoresWithStock',
    defaultMessage: 'No stores with stock near there. Try a nearby city, or order online.',
  },
  stockShown: {
    id: 'stores.stockMessage.stockShown',
    defaultMessage: 'Each store shows its stock of the piece you were looking at.',
  },
});
