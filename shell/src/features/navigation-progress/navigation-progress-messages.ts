import { defineMessages } from 'react-intl';

export const navigationProgressMessages = defineMessages({
  label: { id: 'shell.navigationProgress.label', defaultMessage: 'Loading the page' },
});
