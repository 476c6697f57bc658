import { defineMessages } from 'react-intl';

/** Words every engagement form shares. */
export const engagementFormMessages = defineMessages({
  failed: {
    id: 'engagement.forms.failed',
    defaultMessage: 'Something went wrong. Please try again.',
  },
});
