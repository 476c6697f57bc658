import { defineMessage, defineMessages } from 'react-intl';

export const throttleWaitMessages = defineMessages({
  seconds: defineMessage<{ seconds: number }>({
    id: 'account.throttle.seconds',
    defaultMessage: 'Too many requests. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  }),
  minutes: defineMessage<{ minutes: number }>({
    id: 'account.throttle.minutes',
    defaultMessage: 'Too many requests. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  }),
});
