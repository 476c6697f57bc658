import { defineMessage, defineMessages } from 'react-intl';

/** An article page's words. */
export const articleMessages = defineMessages({
  home: { id: 'engagement.article.home', defaultMessage: 'Home' },
  journal: { id: 'engagement.article.journal', defaultMessage: 'Journal' },
  documentTitle: defineMessage<{ title: string }>({
    id: 'engagement.article.documentTitle',
    defaultMessage: '{title} | Journal | Lustre & Co.',
  }),
  brand: { id: 'engagement.article.brand', defaultMessage: 'Lustre & Co.' },
  byline: defineMessage<{ author: string }>({ id: 'engagement.article.byline', defaultMessage: 'By {author}' }),
  updated: defineMessage<{ date: string }>({ id: 'engagement.article.updated', defaultMessage: 'Updated {date}' }),
  loading: { id: 'engagement.article.loading', defaultMessage: 'Loading the article' },
  unavailableTitle: { id: 'engagement.article.unavailableTitle', defaultMessage: 'This article is unavailable' },
  unavailable: {
    id: 'engagement.article.unavailable',
    defaultMessage: 'We couldn’t load this article. Please try again.',
  },
  relatedTitle: { id: 'engagement.article.relatedTitle', defaultMessage: 'More from the journal' },
  allArticles: { id: 'engagement.article.allArticlesLink', defaultMessage: 'All articles' },
});
