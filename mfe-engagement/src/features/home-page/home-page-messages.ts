import { defineMessages } from 'react-intl';

export const homePageMessages = defineMessages({
  brand: { id: 'engagement.homePage.brand', defaultMessage: 'Lustre & Co.' },
  loading: { id: 'engagement.homePage.loading', defaultMessage: 'Loading the home page' },
  loadFailed: {
    id: 'engagement.homePage.loadFailed',
    defaultMessage: 'We couldn’t load the home page. Please check your connection and try again.',
  },
});
