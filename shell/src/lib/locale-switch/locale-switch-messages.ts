import { defineMessages } from 'react-intl';

export const localeSwitchMessages = defineMessages({
  label: { id: 'shell.localeSwitch.label', defaultMessage: 'Country and language' },
  submit: { id: 'shell.localeSwitch.submit', defaultMessage: 'Change' },
  'en-AU': { id: 'shell.localeSwitch.enAU', defaultMessage: 'Australia (English)' },
  'en-CA': { id: 'shell.localeSwitch.enCA', defaultMessage: 'Canada (English)' },
  'fr-CA': { id: 'shell.localeSwitch.frCA', defaultMessage: 'Canada (Français)' },
  'en-NZ': { id: 'shell.localeSwitch.enNZ', defaultMessage: 'New Zealand (English)' },
});
