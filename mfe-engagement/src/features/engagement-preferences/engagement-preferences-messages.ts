import { defineMessages } from 'react-intl';

export const engagementPreferencesMessages = defineMessages({
  heading: { id: 'engagement.engagementPreferences.heading', defaultMessage: 'Messages from us' },
  label: { id: 'engagement.engagementPreferences.label', defaultMessage: 'Marketing messages' },
  explanation: {
    id: 'engagement.engagementPreferences.explanation',
    defaultMessage: 'Personalised offers, updates and in-app messages on this browser.',
  },
  on: { id: 'engagement.engagementPreferences.on', defaultMessage: 'On' },
  off: { id: 'engagement.engagementPreferences.off', defaultMessage: 'Off' },
  checking: { id: 'engagement.engagementPreferences.checking', defaultMessage: 'Checking your choice…' },
  turnedOn: { id: 'engagement.engagementPreferences.turnedOn', defaultMessage: 'Marketing messages are on.' },
  turnedOff: {
    id: 'engagement.engagementPreferences.turnedOff',
    defaultMessage: 'Marketing messages are off. This browser sends nothing more to our messaging service.',
  },
  unavailable: {
    id: 'engagement.engagementPreferences.unavailable',
    defaultMessage: 'Marketing messages are not available here.',
  },
  notificationsLabel: { id: 'engagement.engagementPreferences.notificationsLabel', defaultMessage: 'Notifications' },
  notificationsExplanation: {
    id: 'engagement.engagementPreferences.notificationsExplanation',
    defaultMessage:
      'A notification on this device when we have news or an offer for you, even when our site is closed.',
  },
  notifyMe: { id: 'engagement.engagementPreferences.notifyMe', defaultMessage: 'Notify me' },
  notificationsOn: {
    id: 'engagement.engagementPreferences.notificationsOn',
    defaultMessage: 'Notifications are on for this browser.',
  },
  notificationsBlocked: {
    id: 'engagement.engagementPreferences.notificationsBlocked',
    defaultMessage:
      'Notifications from our site are turned off in this browser’s settings. You can allow them there at any time.',
  },
  notificationsUnsupported: {
    id: 'engagement.engagementPreferences.notificationsUnsupported',
    defaultMessage: 'This browser cannot show our notifications.',
  },
});
