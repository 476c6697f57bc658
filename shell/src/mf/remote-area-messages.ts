import { defineMessages } from 'react-intl';

export const remoteAreaMessages = defineMessages({
  loading: { id: 'shell.remoteArea.loading', defaultMessage: 'Loading…' },
  unavailableTitle: { id: 'shell.remoteArea.unavailableTitle', defaultMessage: 'This part of the site is unavailable' },
  unavailableBody: {
    id: 'shell.remoteArea.unavailableBody',
    defaultMessage:
      'We couldn’t load this section just now. The rest of the site still works, and trying again usually helps.',
  },
  crashedTitle: { id: 'shell.remoteArea.crashedTitle', defaultMessage: 'Something went wrong here' },
  retry: { id: 'shell.remoteArea.retry', defaultMessage: 'Try again' },
  retrying: { id: 'shell.remoteArea.retrying', defaultMessage: 'Trying again…' },
  home: { id: 'shell.remoteArea.home', defaultMessage: 'Back to the home page' },
});
