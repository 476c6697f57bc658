import { defineMessages } from 'react-intl';

export const inAppMessagesMessages = defineMessages({
  close: { id: 'engagement.inAppMessages.close', defaultMessage: 'Close message' },
  open: { id: 'engagement.inAppMessages.open', defaultMessage: 'Find out more' },
  notice: { id: 'engagement.inAppMessages.notice', defaultMessage: 'Message from Lustre & Co.' },
});
