import { defineMessages } from 'react-intl';

export const checkoutStepsMessages = {
  ...defineMessages({
    label: { id: 'checkout.steps.label', defaultMessage: 'Checkout steps' },
    shipping: { id: 'checkout.steps.shipping', defaultMessage: 'Shipping' },
    billing: { id: 'checkout.steps.billing', defaultMessage: 'Billing' },
    payment: { id: 'checkout.steps.payment', defaultMessage: 'Payment' },
    confirmation: { id: 'checkout.steps.confirmation', defaultMessage: 'Confirmation' },
  }),
  ...defineMessages<{ progress: { step: number; total: number } }>({
    progress: { id: 'checkout.steps.progress', defaultMessage: 'Step {step} of {total}' },
  }),
};
