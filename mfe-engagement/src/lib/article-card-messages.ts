import { defineMessage, defineMessages } from 'react-intl';

/** The words of a journal article's card and byline. */
export const articleCardMessages = defineMessages({
  readingTime: defineMessage<{ minutes: number }>({
    id: 'engagement.articleCard.readingTime',
    defaultMessage: '{minutes, plural, one {# min read} other {# min read}}',
  }),
});
