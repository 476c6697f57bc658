import { defineMessages } from 'react-intl';

export const savedAddressesMessages = defineMessages({
  loading: { id: 'checkout.savedAddresses.loading', defaultMessage: 'Loading your saved addresses' },
  useNew: { id: 'checkout.savedAddresses.useNew', defaultMessage: 'Use a new address' },
  useNewHint: {
    id: 'checkout.savedAddresses.useNewHint',
    defaultMessage: 'Type an address that is not in your address book',
  },
  newLegend: { id: 'checkout.savedAddresses.newLegend', defaultMessage: 'New address' },
  defaultBadge: { id: 'checkout.savedAddresses.defaultBadge', defaultMessage: 'Default' },
  saveToBook: { id: 'checkout.savedAddresses.saveToBook', defaultMessage: 'Save this address to my address book' },
  saveToBookFailed: {
    id: 'checkout.savedAddresses.saveToBookFailed',
    defaultMessage:
      'Your address is saved for this order, but we couldn’t add it to your address book. Continue when you are ready.',
  },
});
