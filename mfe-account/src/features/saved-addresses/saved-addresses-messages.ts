import { defineMessage, defineMessages } from 'react-intl';

export const savedAddressesMessages = defineMessages({
  heading: { id: 'account.addresses.heading', defaultMessage: 'Saved addresses' },
  intro: {
    id: 'account.addresses.intro',
    defaultMessage: 'Your default address is filled in for you at checkout.',
  },
  empty: { id: 'account.addresses.empty', defaultMessage: 'You haven’t saved an address yet.' },
  loading: { id: 'account.addresses.loading', defaultMessage: 'Loading your addresses' },
  loadFailed: { id: 'account.addresses.loadFailed', defaultMessage: 'We couldn’t load your addresses.' },
  tryAgain: { id: 'account.addresses.tryAgain', defaultMessage: 'Try again' },
  add: { id: 'account.addresses.add', defaultMessage: 'Add an address' },
  addLegend: { id: 'account.addresses.addLegend', defaultMessage: 'New address' },
  editLegend: { id: 'account.addresses.editLegend', defaultMessage: 'Edit address' },
  label: { id: 'account.addresses.label', defaultMessage: 'Name this address (optional)' },
  labelHint: { id: 'account.addresses.labelHint', defaultMessage: 'For example Home or Work' },
  makeDefault: { id: 'account.addresses.makeDefault', defaultMessage: 'Use as my default address' },
  save: { id: 'account.addresses.save', defaultMessage: 'Save address' },
  cancel: { id: 'account.addresses.cancel', defaultMessage: 'Cancel' },
  defaultBadge: { id: 'account.addresses.defaultBadge', defaultMessage: 'Default' },
  untitled: { id: 'account.addresses.untitled', defaultMessage: 'Address' },
  edit: defineMessage<{ name: string }>({ id: 'account.addresses.edit', defaultMessage: 'Edit {name}' }),
  remove: defineMessage<{ name: string }>({ id: 'account.addresses.remove', defaultMessage: 'Delete {name}' }),
  setDefault: defineMessage<{ name: string }>({
    id: 'account.addresses.setDefault',
    defaultMessage: 'Make {name} my default',
  }),
  confirmTitle: { id: 'account.addresses.confirmTitle', defaultMessage: 'Delete this address?' },
  confirmBody: {
    id: 'account.addresses.confirmBody',
    defaultMessage: 'It will no longer be offered at checkout. Orders already placed keep their address.',
  },
  confirmDelete: { id: 'account.addresses.confirmDelete', defaultMessage: 'Delete address' },
  added: { id: 'account.addresses.added', defaultMessage: 'Your address has been saved.' },
  updated: { id: 'account.addresses.updated', defaultMessage: 'Your address has been updated.' },
  deleted: { id: 'account.addresses.deleted', defaultMessage: 'The address has been deleted.' },
  defaultChanged: { id: 'account.addresses.defaultChanged', defaultMessage: 'Your default address has changed.' },
  failed: {
    id: 'account.addresses.failed',
    defaultMessage: 'There was a problem updating your addresses. Please check the details and try again.',
  },
  bookFull: {
    id: 'account.addresses.bookFull',
    defaultMessage: 'Your address book is full. Delete an address to add another.',
  },
});
