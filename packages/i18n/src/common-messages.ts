import { defineMessages } from 'react-intl';

/** Messages shared by every part of the storefront (spinners, retry buttons, dialogs, the skip link). */
export const commonMessages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Loading…', description: 'Spinner label while content loads' },
  retry: { id: 'common.retry', defaultMessage: 'Try again', description: 'Button that repeats a failed action' },
  close: { id: 'common.close', defaultMessage: 'Close', description: 'Button that closes a dialog or drawer' },
  skipToContent: {
    id: 'common.skipToContent',
    defaultMessage: 'Skip to main content',
    description: 'Skip link, first focusable element of every page',
  },
  somethingWentWrong: {
    id: 'common.somethingWentWrong',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'General failure message (SPEC §8)',
  },
  optional: { id: 'common.optional', defaultMessage: 'Optional', description: 'Marks an optional form field' },
});
