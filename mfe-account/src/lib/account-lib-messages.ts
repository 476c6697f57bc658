import { defineMessages } from 'react-intl';

/** Messages of the account remote's shared pieces (`lib/`). */
export const accountLibMessages = defineMessages({
  checkingSession: { id: 'account.memberOnly.checking', defaultMessage: 'Checking that you’re signed in…' },
  sessionFailedTitle: { id: 'account.memberOnly.failedTitle', defaultMessage: 'My account' },
  sessionFailed: {
    id: 'account.memberOnly.failed',
    defaultMessage: 'We couldn’t check whether you’re signed in. Please try again.',
  },
});
