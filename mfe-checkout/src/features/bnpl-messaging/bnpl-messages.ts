import { defineMessage, defineMessages } from 'react-intl';

export const bnplMessages = defineMessages({
  instalments: defineMessage<{ instalments: number; amount: string }>({
    id: 'checkout.bnpl.instalments',
    defaultMessage: 'Or {instalments} interest-free fortnightly payments of {amount} with Pay in 4',
  }),
  financing: {
    id: 'checkout.bnpl.financing',
    defaultMessage: 'Spread the cost with financing: choose it when you pay.',
  },
  learnMore: { id: 'checkout.bnpl.learnMore', defaultMessage: 'Learn about payment options' },
});
