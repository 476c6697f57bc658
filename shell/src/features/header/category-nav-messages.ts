import { defineMessage, defineMessages } from 'react-intl';

export const categoryNavMessages = defineMessages({
  label: { id: 'shell.header.categories.label', defaultMessage: 'Shop by category' },
  more: { id: 'shell.header.categories.more', defaultMessage: 'More jewellery' },
  viewAll: defineMessage<{ name: string }>({
    id: 'shell.header.categories.viewAll',
    defaultMessage: 'View all {name}',
  }),
  loading: { id: 'shell.header.categories.loading', defaultMessage: 'Loading categories' },
});
