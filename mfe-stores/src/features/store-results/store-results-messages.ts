import { defineMessage, defineMessages } from 'react-intl';

export const storeResultsMessages = defineMessages({
  region: { id: 'stores.results.region', defaultMessage: 'Stores found' },
  loading: { id: 'stores.results.loading', defaultMessage: 'Finding stores' },
  failed: { id: 'stores.results.failed', defaultMessage: 'We couldn’t search our stores just now.' },
  noResults: { id: 'stores.results.none', defaultMessage: 'No results' },
  noResultsBody: {
    id: 'stores.results.noneBody',
    defaultMessage: 'We have no stores near there. Try a nearby city, or call our customer care team.',
  },
  countNear: defineMessage<{ count: number; place: string }>({
    id: 'stores.results.countNear',
    defaultMessage: '{count, plural, one {# store} other {# stores}} near {place}, nearest first',
  }),
  showOnMap: defineMessage<{ name: string }>({
    id: 'stores.results.showOnMap',
    defaultMessage: 'Show on map: {name}',
  }),
  showOnMapShort: { id: 'stores.results.showOnMapShort', defaultMessage: 'Show on map' },
  countNearYou: defineMessage<{ count: number }>({
    id: 'stores.results.countNearYou',
    defaultMessage: '{count, plural, one {# store} other {# stores}} near you, nearest first',
  }),
});
