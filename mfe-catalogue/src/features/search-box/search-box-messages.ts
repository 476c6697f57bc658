import { defineMessages } from 'react-intl';

export const searchBoxMessages = defineMessages({
  region: { id: 'catalogue.searchBox.region', defaultMessage: 'Site search' },
  label: { id: 'catalogue.searchBox.label', defaultMessage: 'Search jewellery' },
  placeholder: { id: 'catalogue.searchBox.placeholder', defaultMessage: 'Search rings, earrings, gifts…' },
  submit: { id: 'catalogue.searchBox.submit', defaultMessage: 'Search' },
});
