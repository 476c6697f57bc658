import { defineMessage, defineMessages } from 'react-intl';

export const searchBoxMessages = defineMessages({
  region: { id: 'catalogue.searchBox.region', defaultMessage: 'Site search' },
  label: { id: 'catalogue.searchBox.label', defaultMessage: 'Search jewellery' },
  placeholder: { id: 'catalogue.searchBox.placeholder', defaultMessage: 'Search rings, earrings, gifts…' },
  submit: { id: 'catalogue.searchBox.submit', defaultMessage: 'Search' },
  clearText: { id: 'catalogue.searchBox.clearText', defaultMessage: 'Clear search text' },
  listbox: { id: 'catalogue.searchBox.listbox', defaultMessage: 'Search suggestions' },
  groupSuggestions: { id: 'catalogue.searchBox.groupSuggestions', defaultMessage: 'Suggestions' },
  groupRecent: { id: 'catalogue.searchBox.groupRecent', defaultMessage: 'Recent searches' },
  groupPopular: { id: 'catalogue.searchBox.groupPopular', defaultMessage: 'Popular searches' },
  categoryHint: { id: 'catalogue.searchBox.categoryHint', defaultMessage: 'Category' },
  removeRecent: defineMessage<{ query: string }>({
    id: 'catalogue.searchBox.removeRecent',
    defaultMessage: 'Remove {query} from recent searches',
  }),
  clearRecent: { id: 'catalogue.searchBox.clearRecent', defaultMessage: 'Clear all' },
  available: defineMessage<{ count: number }>({
    id: 'catalogue.searchBox.available',
    defaultMessage: '{count, plural, =0 {No suggestions} one {# suggestion available} other {# suggestions available}}',
  }),
  recentRemoved: defineMessage<{ query: string }>({
    id: 'catalogue.searchBox.recentRemoved',
    defaultMessage: '{query} removed from recent searches',
  }),
  recentCleared: { id: 'catalogue.searchBox.recentCleared', defaultMessage: 'Recent searches cleared' },
});
