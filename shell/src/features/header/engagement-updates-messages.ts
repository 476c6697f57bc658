import { defineMessage, defineMessages } from 'react-intl';

/** The header's Updates (in its own chunk with the entry, off the first render's path). */
export const engagementUpdatesMessages = defineMessages({
  updates: { id: 'shell.header.updates', defaultMessage: 'Updates' },
  updatesWithCount: defineMessage<{ count: number }>({
    id: 'shell.header.updatesWithCount',
    defaultMessage: 'Updates, {count, plural, =0 {none new} one {# new} other {# new}}',
  }),
  updatesUnavailable: {
    id: 'shell.header.updatesUnavailable',
    defaultMessage: 'Your updates are on their way. If nothing appears, please check again later.',
  },
});
