import { defineMessages } from 'react-intl';

export const latestArticlesMessages = defineMessages({
  title: { id: 'engagement.latestArticles.title', defaultMessage: 'From the journal' },
  allArticles: { id: 'engagement.latestArticles.allArticles', defaultMessage: 'All articles' },
});
