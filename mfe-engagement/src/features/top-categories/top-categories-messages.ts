import { defineMessages } from 'react-intl';

export const topCategoriesMessages = defineMessages({
  previous: { id: 'engagement.topCategories.previous', defaultMessage: 'Previous categories' },
  next: { id: 'engagement.topCategories.next', defaultMessage: 'Next categories' },
  moreCategories: { id: 'engagement.topCategories.moreCategories', defaultMessage: 'More categories' },
  fallbackTitle: { id: 'engagement.topCategories.title', defaultMessage: 'Shop by category' },
});
