import { defineMessages } from 'react-intl';

export const storeSearchMessages = defineMessages({
  region: { id: 'stores.search.region', defaultMessage: 'Store search' },
  locationLabel: { id: 'stores.search.locationLabel', defaultMessage: 'Postcode, suburb or city' },
  submit: { id: 'stores.search.submit', defaultMessage: 'Find stores' },
});
