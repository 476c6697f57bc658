import { defineMessages } from 'react-intl';

export const storeSearchMessages = defineMessages({
  region: { id: 'stores.search.region', defaultMessage: 'Store search' },
  locationLabel: { id: 'stores.search.locationLabel', defaultMessage: 'Postcode, suburb or city' },
  submit: { id: 'stores.search.submit', defaultMessage: 'Find stores' },
  or: { id: 'stores.search.or', defaultMessage: 'or' },
  useMyLocation: { id: 'stores.search.useMyLocation', defaultMessage: 'Use my location' },
  locating: { id: 'stores.search.locating', defaultMessage: 'Finding your location…' },
  locationDenied: {
    id: 'stores.search.locationDenied',
    defaultMessage: 'You have not allowed this site to use your location. Enter a postcode, suburb or city instead.',
  },
  locationUnavailable: {
    id: 'stores.search.locationUnavailable',
    defaultMessage: 'We couldn’t find your location. Enter a postcode, suburb or city instead.',
  },
});
