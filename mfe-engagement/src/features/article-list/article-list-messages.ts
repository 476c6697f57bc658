import { defineMessage, defineMessages } from 'react-intl';

/** The journal list's words. */
export const articleListMessages = defineMessages({
  home: { id: 'engagement.articleList.home', defaultMessage: 'Home' },
  title: { id: 'engagement.articleList.title', defaultMessage: 'Journal' },
  intro: {
    id: 'engagement.articleList.intro',
    defaultMessage: 'Jewellery guides, care advice and stories from our workshop.',
  },
  documentTitle: defineMessage<{ heading: string }>({
    id: 'engagement.articleList.documentTitle',
    defaultMessage: '{heading} | Lustre & Co.',
  }),
  categoryHeading: defineMessage<{ category: string }>({
    id: 'engagement.articleList.categoryHeading',
    defaultMessage: '{category} – Journal',
  }),
  pageHeading: defineMessage<{ heading: string; page: number }>({
    id: 'engagement.articleList.pageHeading',
    defaultMessage: '{heading}, page {page}',
  }),
  description: {
    id: 'engagement.articleList.description',
    defaultMessage:
      'Engagement ring and wedding band guides, diamond and gold explained, jewellery care and gift ideas from our jewellers.',
  },
  loading: { id: 'engagement.articleList.loading', defaultMessage: 'Loading the journal' },
  unavailableTitle: { id: 'engagement.articleList.unavailableTitle', defaultMessage: 'The journal is unavailable' },
  unavailable: {
    id: 'engagement.articleList.unavailable',
    defaultMessage: 'We couldn’t load the articles. Please try again.',
  },
  categories: { id: 'engagement.articleList.categories', defaultMessage: 'Article categories' },
  allCategories: { id: 'engagement.articleList.allCategories', defaultMessage: 'All articles' },
  listLabel: defineMessage<{ total: number }>({
    id: 'engagement.articleList.listLabel',
    defaultMessage: '{total, plural, one {# article} other {# articles}}',
  }),
  emptyTitle: { id: 'engagement.articleList.emptyTitle', defaultMessage: 'No articles here yet' },
  emptyBody: {
    id: 'engagement.articleList.emptyBody',
    defaultMessage: 'New articles will appear here. In the meantime, browse the whole journal.',
  },
  pagination: { id: 'engagement.articleList.pagination', defaultMessage: 'Journal pages' },
  previous: { id: 'engagement.articleList.previous', defaultMessage: 'Previous' },
  previousLabel: { id: 'engagement.articleList.previousLabel', defaultMessage: 'Previous page' },
  next: { id: 'engagement.articleList.next', defaultMessage: 'Next' },
  nextLabel: { id: 'engagement.articleList.nextLabel', defaultMessage: 'Next page' },
  pageLabel: defineMessage<{ page: number }>({
    id: 'engagement.articleList.pageLabel',
    defaultMessage: 'Page {page}',
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'engagement.articleList.pageOf',
    defaultMessage: 'Page {page} of {pages}',
  }),
});
