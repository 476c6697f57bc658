import { defineMessages } from 'react-intl';

/** The words of an engagement banner's frame (the banner's own words come from the SDK). */
export const engagementBannerMessages = defineMessages({
  fallbackTitle: { id: 'engagement.banner.fallbackTitle', defaultMessage: 'Promotion' },
});
