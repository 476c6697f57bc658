import { defineMessage, defineMessages } from 'react-intl';

export const contentPageMessages = defineMessages({
  brand: { id: 'engagement.contentPage.brand', defaultMessage: 'Lustre & Co.' },
  home: { id: 'engagement.contentPage.home', defaultMessage: 'Home' },
  documentTitle: defineMessage<{ title: string }>({
    id: 'engagement.contentPage.documentTitle',
    defaultMessage: '{title} | Lustre & Co.',
  }),
  loading: { id: 'engagement.contentPage.loading', defaultMessage: 'Loading the page' },
  unavailableTitle: { id: 'engagement.contentPage.unavailableTitle', defaultMessage: 'This page is resting' },
  unavailable: {
    id: 'engagement.contentPage.unavailable',
    defaultMessage: 'We couldn’t load this page just now. Please try again in a moment.',
  },
  updated: defineMessage<{ date: Date }>({
    id: 'engagement.contentPage.updated',
    defaultMessage: 'Last updated {date, date, long}',
  }),
});
