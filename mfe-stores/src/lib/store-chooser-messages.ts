import { defineMessage, defineMessages } from 'react-intl';

/** What the "choose a store" list says. */
export const storeChooserMessages = defineMessages({
  region: { id: 'stores.chooser.region', defaultMessage: 'Choose a store' },
  myStore: { id: 'stores.chooser.myStore', defaultMessage: 'My store' },
  myStoreLoading: { id: 'stores.chooser.myStoreLoading', defaultMessage: 'Loading your store' },
  nearby: { id: 'stores.chooser.nearby', defaultMessage: 'Stores nearby' },
  searchHint: {
    id: 'stores.chooser.searchHint',
    defaultMessage: 'Search by postcode, suburb or city, or use your location, to see stores near you.',
  },
  loading: { id: 'stores.chooser.loading', defaultMessage: 'Finding stores' },
  failed: { id: 'stores.chooser.failed', defaultMessage: 'We couldn’t look up our stores just now.' },
  noResults: { id: 'stores.chooser.none', defaultMessage: 'No results' },
  noResultsBody: { id: 'stores.chooser.noneBody', defaultMessage: 'We have no stores near there. Try a nearby city.' },
  noStock: { id: 'stores.chooser.noStock', defaultMessage: 'No stores with stock near there.' },
  collectHere: { id: 'stores.chooser.collectHere', defaultMessage: 'Collect here' },
  reserveHere: { id: 'stores.chooser.reserveHere', defaultMessage: 'Reserve here' },
  makeMyStore: { id: 'stores.chooser.makeMyStore', defaultMessage: 'Make this my store' },
  chosen: { id: 'stores.chooser.chosen', defaultMessage: 'Chosen' },
  details: { id: 'stores.chooser.details', defaultMessage: 'Store details' },
  chooseNamed: defineMessage<{ action: string; name: string }>({
    id: 'stores.chooser.chooseNamed',
    defaultMessage: '{action}: {name}',
  }),
  count: defineMessage<{ count: number }>({
    id: 'stores.chooser.count',
    defaultMessage: '{count, plural, one {# store} other {# stores}}, nearest first',
  }),
});
