import { defineMessages } from 'react-intl';

export const brillianceSignUpMessages = defineMessages({
  region: { id: 'engagement.brillianceSignUp.region', defaultMessage: 'Join Brilliance' },
});
